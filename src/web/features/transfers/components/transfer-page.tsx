import { useState, type ComponentType } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { Payee, PayeeBody } from '../../../../shared/schemas/payees';
import type { Account } from '../../../../shared/schemas/transfers';
import { useAccounts } from '../../../lib/accounts-query';
import type { TransferKind } from '../api/use-send-transfer';
import { paymentAccountLabel, quote } from '../transfer-math';
import { useSavedPayee } from '../use-saved-payee';
import { useScheduleChoice } from '../use-schedule-choice';
import { useTransferFlow } from '../use-transfer-flow';
import { ReviewPanel, type ReviewRow } from './review-panel';
import { SavePayeeOffer } from './save-payee-offer';
import { SavedPayeePicker } from './saved-payee-picker';
import { StandingOrderFields } from './standing-order-fields';
import { TransferError } from './transfer-error';
import { TransferScreen } from './transfer-screen';

/** What every transfer form holds; the destination fields differ by kind. */
export type TransferValues = { amount: string; paymentAccount: string; details: string } & Record<
  string,
  string
>;

export type FieldsProps<T extends TransferValues> = {
  form: UseFormReturn<T>;
  accounts: Account[] | undefined;
  paymentAccount: string;
};

/** One kind of transfer: its texts, its form and how its details become a request and a payee. */
export type TransferPageConfig<T extends TransferValues> = {
  type: TransferKind;
  title: string;
  subtitle: string;
  sectionLabel: string;
  formLabel: string;
  successText: string;
  feeCents: bigint;
  resolver: Resolver<T>;
  emptyForm: T;
  /** The form's destination fields, as a saved payee fills them in. */
  destinationOf: (payee: Payee) => Record<string, string>;
  /** The review's lines about the destination, between "From" and the details. */
  reviewRows: (values: T) => ReviewRow[];
  /** The payee the "save this payee" offer proposes after a transfer to typed details. */
  payeeOf: (values: T) => PayeeBody;
  /** What the confirmation charges when it is not `feeCents` (a local transfer to one's own account). */
  reviewFee?: (values: T, accounts: Account[] | undefined) => { feeCents: bigint; note: string } | null;
  Fields: ComponentType<FieldsProps<T>>;
};

/** The body of POST /transfers/{kind}: the typed details or the saved payee, and the PIN. */
function requestBody(values: TransferValues, pincode: string, destination: Record<string, string>) {
  const details = values.details.trim();
  return {
    amount: values.amount.trim(),
    paymentAccount: values.paymentAccount,
    ...destination,
    ...(details ? { details } : {}),
    pincode,
  };
}

function reviewRows<T extends TransferValues>(
  values: T,
  accounts: Account[] | undefined,
  config: TransferPageConfig<T>,
) {
  const details = values.details.trim();
  return [
    { label: 'From', value: paymentAccountLabel(accounts, values.paymentAccount) },
    ...config.reviewRows(values),
    ...(details ? [{ label: 'Details', value: details }] : []),
  ];
}

/**
 * A transfer page: the form (with a saved payee to pick and a schedule to choose), then the review with
 * amount, fee and total confirmed by the PIN; after sending, the form starts again empty.
 */
export function TransferPage<T extends TransferValues>({ config }: { config: TransferPageConfig<T> }) {
  const accounts = useAccounts();
  const flow = useTransferFlow<T>(config.type, config.successText);
  const saved = useSavedPayee(config.destinationOf);
  const standing = useScheduleChoice();
  const form = useForm<T>({ resolver: config.resolver, defaultValues: config.emptyForm as DefaultValues<T> });
  const paymentAccount = useWatch({ control: form.control, name: 'paymentAccount' as Path<T> }) as string;
  // Bumped after a transfer is sent, so the fields (the country search box) start empty again.
  const [round, setRound] = useState(0);
  const review = flow.review;
  const special = review ? config.reviewFee?.(review.values, accounts.data) : null;
  const reviewQuote = review ? quote(review.values.amount, special?.feeCents ?? config.feeCents) : null;
  const setField = (name: string, value: string) =>
    form.setValue(name as Path<T>, value as PathValue<T, Path<T>>);

  const send = (values: T, pincode: string) =>
    flow.confirm(
      requestBody(values, pincode, saved.destination(values)),
      () => {
        saved.sent(values, config.payeeOf(values));
        standing.reset();
        form.reset(config.emptyForm);
        setRound((value) => value + 1);
      },
      standing.schedule,
    );

  const back = () => {
    flow.closeReview();
    setTimeout(() => form.setFocus('amount' as Path<T>));
  };

  return (
    <TransferScreen
      title={config.title}
      subtitle={config.subtitle}
      feeCents={config.feeCents}
      success={flow.success}
      sectionLabel={config.sectionLabel}
      formLabel={config.formLabel}
      onSubmit={form.handleSubmit(flow.openReview)}
      reviewing={Boolean(review)}
      picker={
        <SavedPayeePicker
          type={config.type}
          value={saved.payee?._id ?? null}
          onPick={(payee) => saved.pick(payee, setField)}
        />
      }
      afterSuccess={<SavePayeeOffer key={flow.success ?? ''} body={saved.sentTo} />}
      review={
        review && reviewQuote ? (
          <>
            <ReviewPanel
              rows={[...reviewRows(review.values, accounts.data, config), ...standing.reviewRows]}
              quote={reviewQuote}
              feeNote={special?.note}
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
      <config.Fields key={round} form={form} accounts={accounts.data} paymentAccount={paymentAccount} />
      <StandingOrderFields choice={standing.choice} onChange={standing.update} />
    </TransferScreen>
  );
}
