import { messages } from '../../../../shared/messages';
import { FormMessage } from '../../../components/ui/form-message';

/** The ten recovery codes, shown once right after two-step sign-in is turned on. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="stack-sm security__actions">
      <FormMessage tone="success">{messages.mfa.enabled}</FormMessage>
      <ul className="security__codes" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
