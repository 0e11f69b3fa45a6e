import {
  amortize,
  durationToMonths,
  scheduleInDollars,
  type LoanDuration,
  type RepaymentPlan,
} from '../../../../shared/loan-schedule';
import { LOAN_DURATIONS, LOAN_TYPES, REPAYMENT_PLANS } from '../../../../shared/constants';
import { parseAmountToCents, wholeDollarsToCents } from '../../../../shared/money';
import type { LoanRates, ScheduleRowDollars } from '../../../../shared/schemas/loans';
import { ScheduleSummary, ScheduleTable } from './schedule-table';
import { Card } from '../../../components/ui/card';

type Choice = { amount: string; type: string; duration: string; repayment: string };

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The schedule the choices would give if the loan were paid out today, or null while incomplete. */
export function previewSchedule(choice: Choice, rates: LoanRates | undefined): PreviewResult | null {
  const rate = rates?.rates.find((r) => r.type === choice.type);
  const amount = parseAmountToCents(choice.amount, wholeDollarsToCents(Math.trunc(rates?.maxAmount ?? 0)));
  if (!rate || !amount.ok || !isOneOf(LOAN_TYPES, choice.type)) return null;
  if (!isOneOf(LOAN_DURATIONS, choice.duration) || !isOneOf(REPAYMENT_PLANS, choice.repayment)) return null;
  const rows = amortize({
    principalCents: amount.cents,
    annualRateBps: rate.annualRateBps,
    durationMonths: durationToMonths(choice.duration as LoanDuration),
    repayment: choice.repayment as RepaymentPlan,
    start: new Date(),
  });
  return {
    annualRate: rate.annualRate,
    rows: scheduleInDollars(rows),
  };
}

type PreviewResult = { annualRate: number; rows: ScheduleRowDollars[] };

type Props = { choice: Choice; rates: LoanRates | undefined; ratesFailed: boolean };

/** The repayment schedule before submitting, from the same function the server uses. */
export function SchedulePreview({ choice, rates, ratesFailed }: Props) {
  const preview = previewSchedule(choice, rates);
  return (
    <Card className="stack-sm" title="Repayment schedule">
      {ratesFailed ? (
        <p className="muted">The interest rates could not be loaded, so no schedule can be shown.</p>
      ) : preview ? (
        <>
          <p className="muted">
            Indicative: dated as if the loan were paid out today. Your schedule starts when it is approved.
          </p>
          <ScheduleSummary rows={preview.rows} annualRate={preview.annualRate} />
          <ScheduleTable rows={preview.rows} label="Indicative repayment schedule" />
        </>
      ) : (
        <p className="muted">Enter an amount and choose a loan type, duration and repayment plan.</p>
      )}
    </Card>
  );
}
