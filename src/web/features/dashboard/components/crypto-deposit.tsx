import { useRef, useState } from 'react';
import { CryptoDepositDialog } from './crypto-deposit-dialog';

/** The dashboard's Deposit Crypto button (a secondary quick action); focus comes back to it when the dialog closes. */
export function CryptoDeposit({ className }: { className: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Deposit Crypto
      </button>
      <CryptoDepositDialog
        open={open}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
      />
    </>
  );
}
