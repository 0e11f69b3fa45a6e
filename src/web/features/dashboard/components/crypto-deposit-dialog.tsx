import { BRAND_NAME } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { VaultLogo } from '../../../components/ui/icons';
import { errorText } from '../../../lib/api-client';
import { useCryptoAddress } from '../api/use-crypto-address';
import { CryptoAddressPanel } from './crypto-address-panel';
import './crypto-deposit-dialog.css';

type CryptoDepositDialogProps = { open: boolean; onClose: () => void };

/**
 * SPEC.md §2 Deposit Crypto: the configured address with a real QR code, two copy buttons, the network,
 * the warning and the brand label, in the kit's modal dialog.
 */
export function CryptoDepositDialog({ open, onClose }: CryptoDepositDialogProps) {
  const address = useCryptoAddress(open);
  const value = address.data?.address;
  const brand = (
    <p className="brand gap-2 crypto-dialog__brand">
      <VaultLogo className="text-primary" />
      <span>{BRAND_NAME}</span>
    </p>
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Deposit Crypto"
      closeLabel="Close dialog"
      header={brand}
      className="crypto-dialog"
    >
      <p className="muted">
        Network: <span className="pill bold crypto-dialog__network-name">Bitcoin</span>
      </p>
      {address.isPending && open ? <p role="status">{messages.cryptoDeposit.loading}</p> : null}
      {address.isError ? (
        <FormMessage tone="error">{errorText(address.error, messages.cryptoDeposit.loadError)}</FormMessage>
      ) : null}
      {value ? <CryptoAddressPanel address={value} /> : null}
      <p className="callout" role="note">
        <strong>Warning:</strong> {messages.cryptoDeposit.warning}
      </p>
    </Dialog>
  );
}
