import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { bankFormatMessages } from '../../../shared/bank-formats';
import { INTERNATIONAL_TRANSFER_FEE_CENTS } from '../../../shared/constants';
import { countryName } from '../../../shared/countries';
import { messages } from '../../../shared/messages';
import type { Payee } from '../../../shared/schemas/payees';
import { internationalTransferBody, type Account } from '../../../shared/schemas/transfers';
import { useAccounts } from '../../lib/accounts-query';
import {
  InternationalTransferFields,
  type InternationalTransferForm,
} from './components/international-transfer-fields';
import { ReviewPanel, type ReviewRow } from './components/review-panel';
import { SavedPayeePicker } from './components/saved-payee-picker';
import { SavePayeeOffer } from './components/save-payee-offer';
import { useSavedPayee } from './use-saved-payee';
import { useScheduleChoice } from './use-schedule-choice';
import { StandingOrderFields } from './components/standing-order-fields';
import { TransferError } from './components/transfer-error';
import { TransferScreen } from './components/transfer-screen';
import { paymentAccountLabel, quote, TRANSFER_MAX_CENTS } from './transfer-math';
import { transferResolver, type IssueField } from './transfer-resolver';
import { useTransferFlow } from './use-transfer-flow';
import './transfers.css';

/** The schema reports every bank-details problem on accountNumber; show each under the field it is about. */
const fieldOf: IssueField = (issue) => {
  if (issue.message === bankFormatMessages.bic || issue.message === bankFormatMessages.abaOrBic)
    return 'routingNumber';
  if (issue.message === bankFormatMessages.country) return 'bankCountry';
  return String(issue.path[0] ?? 'root');
};

const resolver = transferResolver<InternationalTransferForm>(
  internationalTransferBody(TRANSFER_MAX_CENTS),
  fieldOf,
);

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

function reviewRows(values: InternationalTransferForm, accounts: Account[] | undefined): ReviewRow[] {
  const rows = [
    { label: 'From', value: paymentAccountLabel(accounts, values.paymentAccount) },
    { label: 'Bank name', value: values.bankName.trim() },
    { label: 'Bank country', value: countryName(values.bankCountry) ?? values.bankCountry },
    { label: 'Account name', value: values.accountName.trim() },
    { label: 'Account type', value: values.accountType },
    { label: 'Account number', value: values.accountNumber.trim() },
    { label: 'Routing number', value: values.routingNumber.trim() },
  ];
  if (values.details.trim()) rows.push({ label: 'Details', value: values.details.trim() });
  return rows;
}

const destinationOf = (payee: Payee) => ({
  accountType: payee.accountType ?? '',
  bankName: payee.bankName,
  accountName: payee.name,
  accountNumber: payee.accountNumber,
  bankCountry: payee.bankCountry ?? '',
  routingNumber: payee.routingNumber ?? '',
});

function requestBody(
  values: InternationalTransferForm,
  pincode: string,
  destination: Record<string, string>,
): Record<string, unknown> {
  const details = values.details.trim();
  return {
    amount: values.amount.trim(),
    paymentAccount: values.paymentAccount,
    ...destination,
    ...(details ? { details } : {}),
    pincode,
  };
}

/** `/InternationalTransfer`: a wire abroad, confirmed with the PIN; it stays Processing until the bank settles it. */
export function InternationalTransferPage() {
  const accounts = useAccounts();
  const flow = useTransferFlow<InternationalTransferForm>(
    'international',
    messages.transfer.internationalSuccess,
  );
  const saved = useSavedPayee(destinationOf);
  const standing = useScheduleChoice();
  const { register, handleSubmit, control, reset, setFocus, setValue, formState } =
    useForm<InternationalTransferForm>({ resolver, defaultValues: emptyForm });
  const [paymentAccount, bankCountry] = useWatch({ control, name: ['paymentAccount', 'bankCountry'] });
  // Bumped after a transfer is sent, so the country search box starts empty again with the form.
  const [round, setRound] = useState(0);
  const review = flow.review;
  const reviewQuote = review ? quote(review.values.amount, INTERNATIONAL_TRANSFER_FEE_CENTS) : null;

  const pickCountry = (code: string) =>
    setValue('bankCountry', code, { shouldValidate: formState.isSubmitted, shouldDirty: true });

  const back = () => {
    flow.closeReview();
    setTimeout(() => setFocus('amount'));
  };

  return (
    <TransferScreen
      title="International Transfer"
      subtitle="Wire money to a bank in another country."
      feeCents={INTERNATIONAL_TRANSFER_FEE_CENTS}
      success={flow.success}
      sectionLabel="Wire details"
      formLabel="International transfer"
      onSubmit={handleSubmit(flow.openReview)}
      reviewing={Boolean(review)}
      picker={
        <SavedPayeePicker
          type="international"
          value={saved.payee?._id ?? null}
          onPick={(p) =>
            saved.pick(p, (name, value) => setValue(name as keyof InternationalTransferForm, value))
          }
        />
      }
      afterSuccess={<SavePayeeOffer key={flow.success ?? ''} body={saved.sentTo} />}
      review={
        review && reviewQuote ? (
          <>
            <ReviewPanel
              rows={[...reviewRows(review.values, accounts.data), ...standing.reviewRows]}
              quote={reviewQuote}
              sending={flow.send.isPending}
              error={<TransferError error={flow.send.error} />}
              onBack={back}
              onConfirm={(pincode) =>
                flow.confirm(
                  requestBody(review.values, pincode, saved.destination(review.values)),
                  () => {
                    const v = review.values;
                    saved.sent(v, {
                      type: 'international',
                      name: v.accountName.trim(),
                      bankName: v.bankName.trim(),
                      accountNumber: v.accountNumber.trim(),
                      routingNumber: v.routingNumber.trim(),
                      bankCountry: v.bankCountry,
                      accountType: v.accountType as 'Savings' | 'Checking',
                    });
                    standing.reset();
                    reset(emptyForm);
                    setRound((value) => value + 1);
                  },
                  standing.schedule,
                )
              }
            />
            {flow.stepUpDialog}
          </>
        ) : null
      }
    >
      <InternationalTransferFields
        key={round}
        register={register}
        errors={formState.errors}
        accounts={accounts.data}
        paymentAccount={paymentAccount}
        bankCountry={bankCountry}
        onPickCountry={pickCountry}
      />
      <StandingOrderFields choice={standing.choice} onChange={standing.update} />
    </TransferScreen>
  );
}
