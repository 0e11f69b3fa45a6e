import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CryptoDepositDialog } from './crypto-deposit-dialog';

/** The dashboard's Deposit Crypto button; focus comes back to it when the dialog closes. */
export function CryptoDeposit() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Deposit Crypto
      </Button>
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
