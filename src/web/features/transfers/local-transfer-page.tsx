import { useForm, useWatch } from 'react-hook-form';
import { LOCAL_TRANSFER_FEE_CENTS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { Payee } from '../../../shared/schemas/payees';
import { localTransferBody, type Account } from '../../../shared/schemas/transfers';
import { useAccounts } from '../../lib/accounts-query';
import { LocalTransferFields, type LocalTransferForm } from './components/local-transfer-fields';
import { ReviewPanel, type ReviewRow } from './components/review-panel';
import { SavedPayeePicker } from './components/saved-payee-picker';
import { SavePayeeOffer } from './components/save-payee-offer';
import { useSavedPayee } from './use-saved-payee';
import { useScheduleChoice } from './use-schedule-choice';
import { StandingOrderFields } from './components/standing-order-fields';
import { TransferError } from './components/transfer-error';
import { TransferScreen } from './components/transfer-screen';
import { transferResolver } from './transfer-resolver';
import { isOwnAccount, paymentAccountLabel, quote, TRANSFER_MAX_CENTS } from './transfer-math';
import { useTransferFlow } from './use-transfer-flow';
import './transfers.css';

const resolver = transferResolver<LocalTransferForm>(localTransferBody(TRANSFER_MAX_CENTS));

const emptyForm: LocalTransferForm = {
  amount: '',
  paymentAccount: 'Account 1',
  bankName: '',
  accountNumber: '',
  accountName: '',
  details: '',
};

function reviewRows(values: LocalTransferForm, accounts: Account[] | undefined): ReviewRow[] {
  const rows = [
    { label: 'From', value: paymentAccountLabel(accounts, values.paymentAccount) },
    { label: 'Bank name', value: values.bankName.trim() },
    { label: 'Account number', value: values.accountNumber.trim() },
    { label: 'Account name', value: values.accountName.trim() },
  ];
  if (values.details.trim()) rows.push({ label: 'Details', value: values.details.trim() });
  return rows;
}

const destinationOf = (payee: Payee) => ({
  bankName: payee.bankName,
  accountNumber: payee.accountNumber,
  accountName: payee.name,
});

function requestBody(
  values: LocalTransferForm,
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

/** `/LocalTransfer`: fill in the form, confirm amount, fee and total with the PIN, and it is sent. */
export function LocalTransferPage() {
  const accounts = useAccounts();
  const flow = useTransferFlow<LocalTransferForm>('local', messages.transfer.localSuccess);
  const saved = useSavedPayee(destinationOf);
  const standing = useScheduleChoice();
  const { register, handleSubmit, control, reset, setFocus, setValue, formState } =
    useForm<LocalTransferForm>({
      resolver,
      defaultValues: emptyForm,
    });
  const paymentAccount = useWatch({ control, name: 'paymentAccount' });
  const review = flow.review;
  const own = review
    ? isOwnAccount(accounts.data, review.values.bankName, review.values.accountNumber)
    : false;
  const reviewQuote = review ? quote(review.values.amount, own ? 0n : LOCAL_TRANSFER_FEE_CENTS) : null;

  const send = (values: LocalTransferForm, pincode: string) =>
    flow.confirm(
      requestBody(values, pincode, saved.destination(values)),
      () => {
        standing.reset();
        saved.sent(values, {
          type: 'local',
          name: values.accountName.trim(),
          bankName: values.bankName.trim(),
          accountNumber: values.accountNumber.trim(),
        });
        reset(emptyForm);
      },
      standing.schedule,
    );

  const back = () => {
    flow.closeReview();
    setTimeout(() => setFocus('amount'));
  };

  return (
    <TransferScreen
      title="Local Transfer"
      subtitle="Send money to an account at Vault Bank or another local bank."
      feeCents={LOCAL_TRANSFER_FEE_CENTS}
      success={flow.success}
      sectionLabel="Transfer details"
      formLabel="Local transfer"
      onSubmit={handleSubmit(flow.openReview)}
      reviewing={Boolean(review)}
      picker={
        <SavedPayeePicker
          type="local"
          value={saved.payee?._id ?? null}
          onPick={(p) => saved.pick(p, (name, value) => setValue(name as keyof LocalTransferForm, value))}
        />
      }
      afterSuccess={<SavePayeeOffer key={flow.success ?? ''} body={saved.sentTo} />}
      review={
        review && reviewQuote ? (
          <>
            <ReviewPanel
              rows={[...reviewRows(review.values, accounts.data), ...standing.reviewRows]}
              quote={reviewQuote}
              feeNote={own ? messages.transferForm.ownAccountNoFee : undefined}
              sending={flow.send.isPending}
              error={<TransferError error={flow.send.error} />}
              onBack={back}
              onConfirm={(pincode) => send(review.values, pincode)}
            />
            {flow.stepUpDialog}
          </>
        ) : null
      }
    >
      <LocalTransferFields
        register={register}
        errors={formState.errors}
        accounts={accounts.data}
        paymentAccount={paymentAccount}
      />
      <StandingOrderFields choice={standing.choice} onChange={standing.update} />
    </TransferScreen>
  );
}
