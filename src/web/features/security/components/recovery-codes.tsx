import { messages } from '../../../../shared/messages';
import { FormMessage } from '../../../components/ui/form-message';

/** The ten recovery codes, shown once right after two-step sign-in is turned on. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="stack-sm items-start">
      <FormMessage tone="success">{messages.mfa.enabled}</FormMessage>
      <ul className="plain-list gap-2 security__codes" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
