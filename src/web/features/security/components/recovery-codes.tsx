import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';

/**
 * The ten recovery codes, shown once whenever two-step sign-in turns on (by the app or the first passkey) or
 * new ones are asked for: copy them or download them as a text file.
 */
export function RecoveryCodes({
  codes,
  message = messages.mfa.enabled,
}: {
  codes: string[];
  message?: string;
}) {
  const [copied, setCopied] = useState(false);
  const text = `Vault Bank recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const copy = () =>
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'vault-bank-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="stack-sm items-start">
      <FormMessage tone="success">{message}</FormMessage>
      <ul className="plain-list gap-2 security__codes" aria-label={messages.mfa.recoveryTitle}>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className="row-wrap">
        <Button variant="secondary" onClick={copy}>
          {messages.mfa.copyCodes}
        </Button>
        <Button variant="secondary" onClick={download}>
          {messages.mfa.downloadCodes}
        </Button>
      </div>
      {copied ? <p role="status">{messages.mfa.copied}</p> : null}
    </div>
  );
}
