import { bankFormatMessages } from '../../../shared/bank-formats';
import { INTERNATIONAL_TRANSFER_FEE_CENTS } from '../../../shared/constants';
import { countryName } from '../../../shared/countries';
import { messages } from '../../../shared/messages';
import type { Payee } from '../../../shared/schemas/payees';
import { internationalTransferBody } from '../../../shared/schemas/transfers';
import {
  InternationalTransferFields,
  type InternationalTransferForm,
} from './components/international-transfer-fields';
import type { ReviewRow } from './components/review-panel';
import { TransferPage, type TransferPageConfig } from './components/transfer-page';
import { TRANSFER_MAX_CENTS } from './transfer-math';
import { transferResolver, type IssueField } from './transfer-resolver';
import './transfers.css';

/** The schema reports every bank-details problem on accountNumber; show each under the field it is about. */
const fieldOf: IssueField = (issue) => {
  if (issue.message === bankFormatMessages.bic || issue.message === bankFormatMessages.abaOrBic)
    return 'routingNumber';
  if (issue.message === bankFormatMessages.country) return 'bankCountry';
  return String(issue.path[0] ?? 'root');
};

const emptyForm: InternationalTransferForm = {
  amount: '',
  paymentAccount: 'Account 1',
  accountType: '',
  bankName: '',
  accountName: '',
  accountNumber: '',
  bankCountry: '',
  routingNumber: '',
  details: '',
};

const reviewRows = (values: InternationalTransferForm): ReviewRow[] => [
  { label: 'Bank name', value: values.bankName.trim() },
  { label: 'Bank country', value: countryName(values.bankCountry) ?? values.bankCountry },
  { label: 'Account name', value: values.accountName.trim() },
  { label: 'Account type', value: values.accountType },
  { label: 'Account number', value: values.accountNumber.trim() },
  { label: 'Routing number', value: values.routingNumber.trim() },
];

const destinationOf = (payee: Payee) => ({
  accountType: payee.accountType ?? '',
  bankName: payee.bankName,
  accountName: payee.name,
  accountNumber: payee.accountNumber,
  bankCountry: payee.bankCountry ?? '',
  routingNumber: payee.routingNumber ?? '',
});

const config: TransferPageConfig<InternationalTransferForm> = {
  type: 'international',
  title: 'International Transfer',
  subtitle: 'Wire money to a bank in another country.',
  sectionLabel: 'Wire details',
  formLabel: 'International transfer',
  successText: messages.transfer.internationalSuccess,
  feeCents: INTERNATIONAL_TRANSFER_FEE_CENTS,
  resolver: transferResolver<InternationalTransferForm>(
    internationalTransferBody(TRANSFER_MAX_CENTS),
    fieldOf,
  ),
  emptyForm,
  destinationOf,
  reviewRows,
  payeeOf: (values) => ({
    type: 'international',
    name: values.accountName.trim(),
    bankName: values.bankName.trim(),
    accountNumber: values.accountNumber.trim(),
    routingNumber: values.routingNumber.trim(),
    bankCountry: values.bankCountry,
    accountType: values.accountType as 'Savings' | 'Checking',
  }),
  Fields: InternationalTransferFields,
};

/** `/InternationalTransfer`: a wire abroad, confirmed with the PIN; it stays Processing until the bank settles it. */
export const InternationalTransferPage = () => <TransferPage config={config} />;
