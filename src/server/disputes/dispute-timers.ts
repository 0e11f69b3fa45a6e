import { addBusinessDays, businessDaysBetween } from '../common/bank-calendar';
import type { DisputeStatus } from '../../shared/schemas/disputes';

/*
 * The Regulation E timers of a dispute (§1005.11; docs/disputes.md), counted in business days of the bank's
 * calendar from the bank's day the report was received: a provisional credit by business day 10 unless
 * resolved, a decision by business day 45, or 90 for an account opened less than 30 days before the payment
 * and for an international transfer, and a provisional credit taken back no earlier than 5 business days
 * after its notice.
 */

export const PROVISIONAL_CREDIT_BUSINESS_DAYS = 10;
export const DECISION_BUSINESS_DAYS = 45;
export const EXTENDED_DECISION_BUSINESS_DAYS = 90;
export const REVERSAL_NOTICE_BUSINESS_DAYS = 5;
export const NEW_ACCOUNT_DAYS = 30;

const DAY_MS = 24 * 60 * 60_000;

export type ExtendedBecause = 'new_account' | 'international' | null;

/** Why the decision may take 90 business days: an international transfer, or a new account. */
export function extendedBecause(p: {
  kind: string;
  createdAt: Date;
  accountOpenedAt: Date;
}): ExtendedBecause {
  if (p.kind === 'wire_transfer') return 'international';
  if (p.createdAt.getTime() - p.accountOpenedAt.getTime() < NEW_ACCOUNT_DAYS * DAY_MS) return 'new_account';
  return null;
}

/** The due days of a report received on the bank's day `filedOn`. */
export function disputeDueDays(filedOn: string, extended: ExtendedBecause) {
  return {
    provisionalDueOn: addBusinessDays(filedOn, PROVISIONAL_CREDIT_BUSINESS_DAYS),
    decisionDueOn: addBusinessDays(
      filedOn,
      extended ? EXTENDED_DECISION_BUSINESS_DAYS : DECISION_BUSINESS_DAYS,
    ),
  };
}

/** The first day a provisional credit may be taken back after a notice given on `noticeDay`. */
export const reversalDueOn = (noticeDay: string) => addBusinessDays(noticeDay, REVERSAL_NOTICE_BUSINESS_DAYS);

/** Which business day of the dispute `today` is (0 on the day it was received). */
export const businessDayOf = (filedOn: string, today: string) => businessDaysBetween(filedOn, today);

/** Undecided after the end of its decision's due day. */
export const isOverdue = (status: DisputeStatus, decisionDueOn: string, today: string) =>
  status === 'open' && today > decisionDueOn;
