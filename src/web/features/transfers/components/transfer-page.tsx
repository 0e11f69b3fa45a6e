import { useState, type ComponentType, type ReactNode } from 'react';
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
import { messages } from '../../../../shared/messages';
import { dollarsToCents, formatCents } from '../../../../shared/money';
import { useAccounts } from '../../../lib/accounts-query';
import { usePinStatus } from '../api/use-pin-status';
import type { TransferKind } from '../api/use-send-transfer';
import { accountFor, paymentAccountLabel, quote, type Quote } from '../transfer-math';
import { EMPTY_PAYEE, useSavedPayee } from '../use-saved-payee';
import { useScheduleChoice } from '../use-schedule-choice';
import { useTransferFlow } from '../use-transfer-flow';
import { LiveQuote } from './live-quote';
import { PayeeChoice } from './payee-choice';
import { PinFirst } from './pin-first';
import { ReviewPanel, type ReviewRow } from './review-panel';
import { SavePayeeOffer } from './save-payee-offer';
import { StandingOrderFields } from './standing-order-fields';
import { TransferError } from './transfer-error';
import { TransferReceipt } from './transfer-receipt';
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
  /** The saved payee being paid: its details stand for the destination fields, which are then not shown. */
  payee: Payee | null;
  /** Amount, fee, total and what the account holds, live: shown right under the amount. */
  quote: ReactNode;
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

/** What the chosen account can pay, and the refusal when the amount plus the fee is more than that. */
function balanceCheck(accounts: Account[] | undefined, paymentAccount: string, live: Quote | null) {
  const account = accountFor(accounts, paymentAccount);
  if (!account) return { availableText: null, overBalance: null };
  const availableCents = dollarsToCents(account.balance);
  const availableText = formatCents(availableCents);
  const over = live !== null && live.totalCents > availableCents;
  return { availableText, overBalance: over ? messages.payments.overBalance(availableText) : null };
}

/**
 * A transfer page: who is paid (a saved payee, or someone new typed in with the name checked as it is
 * typed), the amount with fee, total and what the account holds shown live, then the review with the
 * PIN; success is a receipt. A customer without a PIN is asked to set one before anything else.
 */
export function TransferPage<T extends TransferValues>({ config }: { config: TransferPageConfig<T> }) {
  const accounts = useAccounts();
  const pin = usePinStatus();
  const flow = useTransferFlow<T>(config.type);
  const saved = useSavedPayee(config.destinationOf);
  const standing = useScheduleChoice();
  const form = useForm<T>({ resolver: config.resolver, defaultValues: config.emptyForm as DefaultValues<T> });
  const values = useWatch({ control: form.control }) as T;
  // Bumped after a transfer is sent, so the fields (the country search box) start empty again.
  const [round, setRound] = useState(0);
  const feeOf = (v: T) => config.reviewFee?.(v, accounts.data) ?? null;
  const live = quote(values.amount ?? '', feeOf(values)?.feeCents ?? config.feeCents);
  // A standing order pays on its dates, so today's balance does not refuse it.
  const balance = balanceCheck(accounts.data, values.paymentAccount, standing.schedule ? null : live);
  const noPin = pin.data?.pinSet === false;
  const review = flow.review;
  const special = review ? feeOf(review.values) : null;
  const reviewQuote = review ? quote(review.values.amount, special?.feeCents ?? config.feeCents) : null;
  const setField = (name: string, value: string) =>
    form.setValue(name as Path<T>, value as PathValue<T, Path<T>>);

  const pick = (payee: Payee | null) => {
    if (payee) return saved.pick(payee, setField);
    // Someone new starts from empty details (this bank still first in the list).
    saved.pick(null, setField);
    for (const name of Object.keys(config.destinationOf(EMPTY_PAYEE)))
      setField(name, String(config.emptyForm[name] ?? ''));
  };

  const submit = form.handleSubmit((v) => {
    const check = balanceCheck(accounts.data, v.paymentAccount, standing.schedule ? null : live);
    if (check.overBalance) {
      form.setError('amount' as Path<T>, { type: 'balance', message: check.overBalance });
      form.setFocus('amount' as Path<T>);
      return;
    }
    flow.openReview(v);
  });

  const send = (v: T, pincode: string) =>
    flow.confirm(
      requestBody(v, pincode, saved.destination(v)),
      saved.payee?.name ?? (v.accountName ?? '').trim(),
      () => {
        saved.sent(v, config.payeeOf(v));
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

  const sent = flow.sent;
  return (
    <TransferScreen
      title={config.title}
      subtitle={config.subtitle}
      feeCents={config.feeCents}
      sectionLabel={config.sectionLabel}
      formLabel={config.formLabel}
      onSubmit={submit}
      reviewing={Boolean(review)}
      notice={noPin && !review ? <PinFirst /> : null}
      picker={<PayeeChoice type={config.type} value={saved.payee?._id ?? null} onPick={pick} />}
      receipt={
        sent ? (
          <TransferReceipt
            sent={sent}
            title={sent.kind === 'standing' ? messages.standingOrders.created : config.successText}
            onSendAnother={flow.sendAnother}
          >
            <SavePayeeOffer body={saved.sentTo} />
          </TransferReceipt>
        ) : null
      }
      review={
        review && reviewQuote ? (
          <>
            <ReviewPanel
              rows={[...reviewRows(review.values, accounts.data, config), ...standing.reviewRows]}
              quote={reviewQuote}
              feeNote={special?.note}
              sending={flow.send.isPending}
              error={<TransferError error={flow.send.error} />}
              pinMissing={noPin ? <PinFirst /> : null}
              onBack={back}
              onConfirm={(pincode) => send(review.values, pincode)}
            />
            {flow.stepUpDialog}
          </>
        ) : null
      }
    >
      <config.Fields
        key={round}
        form={form}
        accounts={accounts.data}
        paymentAccount={values.paymentAccount}
        payee={saved.payee}
        quote={
          <LiveQuote
            quote={live}
            feeCents={config.feeCents}
            availableText={balance.availableText}
            overBalance={balance.overBalance}
          />
        }
      />
      <StandingOrderFields choice={standing.choice} onChange={standing.update} />
    </TransferScreen>
  );
}
