import { useId } from 'react';
import { COPIED_FEEDBACK_MS, COPIED_FEEDBACK_SECOND_MS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { QrCodeSvg } from '../../../components/ui/qr-code-svg';
import { useCopy, type CopyState } from './use-copy';

/**
 * The address to send Bitcoin to: as a QR code for a phone wallet, as text, and with two copy buttons
 * (SPEC.md §9: `Copied` for 2 s on the first, 1.5 s on the second).
 */
export function CryptoAddressPanel({ address }: { address: string }) {
  const addressId = useId();
  const first = useCopy(COPIED_FEEDBACK_MS);
  const second = useCopy(COPIED_FEEDBACK_SECOND_MS);
  return (
    <>
      <QrCodeSvg text={address} label="QR code of the deposit address" />
      <div className="field">
        <label className="field__label" htmlFor={addressId}>
          Bitcoin deposit address
        </label>
        <div className="gap-2 crypto-dialog__address-row">
          <textarea
            id={addressId}
            className="field__input min-w-0 break-anywhere mono crypto-dialog__address-input"
            readOnly
            rows={2}
            value={address}
            onFocus={(event) => event.target.select()}
          />
          <CopyButton state={first.state} onCopy={() => void first.copy(address)} label="Copy" />
        </div>
      </div>
      <CopyButton state={second.state} onCopy={() => void second.copy(address)} label="Copy address" block />
      {first.state === 'failed' || second.state === 'failed' ? (
        <FormMessage tone="error">{messages.cryptoDeposit.copyFailed}</FormMessage>
      ) : null}
    </>
  );
}

type CopyButtonProps = { state: CopyState; onCopy: () => void; label: string; block?: boolean };

/** Shows `Copied` while the copy's feedback lasts; a live region says it to screen readers too. */
function CopyButton({ state, onCopy, label, block = false }: CopyButtonProps) {
  return (
    <Button variant={block ? 'primary' : 'secondary'} block={block} onClick={onCopy}>
      <span aria-live="polite">{state === 'copied' ? messages.cryptoDeposit.copied : label}</span>
    </Button>
  );
}
