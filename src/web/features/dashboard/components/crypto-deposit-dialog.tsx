import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { BRAND_NAME } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { CloseIcon, VaultLogo } from '../../../components/ui/icons';
import { errorText } from '../../../lib/api-client';
import { useCryptoAddress } from '../api/use-crypto-address';
import { CryptoAddressPanel } from './crypto-address-panel';
import './crypto-deposit-dialog.css';

type CryptoDepositDialogProps = { open: boolean; onClose: () => void };

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/**
 * SPEC.md §2 Deposit Crypto: the configured address with a real QR code, two copy buttons, the network,
 * the warning and the brand label. A native modal dialog: the page behind is inert, Escape closes it, and
 * Tab is kept cycling inside it; a click on the backdrop or Close closes it too.
 */
export function CryptoDepositDialog({ open, onClose }: CryptoDepositDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const address = useCryptoAddress(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => ref.current?.close();
  // A click on the dimmed backdrop lands on the dialog element itself, outside its content box.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const [firstItem, lastItem] = [items[0], items[items.length - 1]];
    const wrapTo = event.shiftKey
      ? document.activeElement === firstItem && lastItem
      : document.activeElement === lastItem && firstItem;
    if (wrapTo) {
      event.preventDefault();
      wrapTo.focus();
    }
  };

  const value = address.data?.address;
  return (
    <dialog
      ref={ref}
      className="crypto-dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={closeOnBackdrop}
      onKeyDown={trapTab}
    >
      <div className="crypto-dialog__content">
        <header className="crypto-dialog__header">
          <p className="crypto-dialog__brand">
            <VaultLogo className="crypto-dialog__logo" />
            <span>{BRAND_NAME}</span>
          </p>
          <button type="button" className="crypto-dialog__x" aria-label="Close dialog" onClick={close}>
            <CloseIcon />
          </button>
        </header>
        <h2 id={titleId} className="crypto-dialog__title">
          Deposit Crypto
        </h2>
        <p className="crypto-dialog__network">
          Network: <span className="crypto-dialog__network-name">Bitcoin</span>
        </p>
        {address.isPending && open ? <p role="status">{messages.cryptoDeposit.loading}</p> : null}
        {address.isError ? (
          <FormMessage tone="error">{errorText(address.error, messages.cryptoDeposit.loadError)}</FormMessage>
        ) : null}
        {value ? <CryptoAddressPanel address={value} /> : null}
        <p className="crypto-dialog__warning" role="note">
          <strong>Warning:</strong> {messages.cryptoDeposit.warning}
        </p>
        <footer className="crypto-dialog__footer">
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        </footer>
      </div>
    </dialog>
  );
}
