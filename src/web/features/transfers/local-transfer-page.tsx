import { BRAND_NAME, LOCAL_TRANSFER_FEE_CENTS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { Payee } from '../../../shared/schemas/payees';
import { localTransferBody } from '../../../shared/schemas/transfers';
import { LocalTransferFields, type LocalTransferForm } from './components/local-transfer-fields';
import type { ReviewRow } from './components/review-panel';
import { TransferPage, type TransferPageConfig } from './components/transfer-page';
import { transferResolver } from './transfer-resolver';
import { isOwnAccount, TRANSFER_MAX_CENTS } from './transfer-math';
import './transfers.css';

const emptyForm: LocalTransferForm = {
  amount: '',
  paymentAccount: 'Account 1',
  // This bank comes first in the list, and is chosen until another is.
  bankName: BRAND_NAME,
  accountNumber: '',
  accountName: '',
  details: '',
};

const reviewRows = (values: LocalTransferForm): ReviewRow[] => [
  { label: 'Bank name', value: values.bankName.trim() },
  { label: 'Account number', value: values.accountNumber.trim() },
  { label: 'Account name', value: values.accountName.trim() },
];

const destinationOf = (payee: Payee) => ({
  bankName: payee.bankName,
  accountNumber: payee.accountNumber,
  accountName: payee.name,
});

const config: TransferPageConfig<LocalTransferForm> = {
  type: 'local',
  title: 'Local Transfer',
  subtitle: 'Send money to an account at Vault Bank or another local bank.',
  sectionLabel: 'Transfer details',
  formLabel: 'Local transfer',
  successText: messages.transfer.localSuccess,
  feeCents: LOCAL_TRANSFER_FEE_CENTS,
  resolver: transferResolver<LocalTransferForm>(localTransferBody(TRANSFER_MAX_CENTS)),
  emptyForm,
  destinationOf,
  reviewRows,
  payeeOf: (values) => ({
    type: 'local',
    name: values.accountName.trim(),
    bankName: values.bankName.trim(),
    accountNumber: values.accountNumber.trim(),
  }),
  // Money moved between one's own accounts carries no fee.
  reviewFee: (values, accounts) =>
    isOwnAccount(accounts, values.bankName, values.accountNumber)
      ? { feeCents: 0n, note: messages.transferForm.ownAccountNoFee }
      : null,
  Fields: LocalTransferFields,
};

/** `/LocalTransfer`: who is paid, how much (fee and total shown live), confirmed with the PIN; a receipt. */
export const LocalTransferPage = () => <TransferPage config={config} />;
