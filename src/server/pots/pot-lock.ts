import { potMessages } from '../../shared/account-messages';
import { DomainError } from '../common/domain-error';

/** The bank's day of an instant, as the ledger's day totals count it (`payment_day`, UTC). */
export function bankDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The one rule of a locked pot, kept here so that every way money leaves a pot applies it: before its
 * `locked_until` day nothing may be taken out (a move or a closing); from that day on, anything. The closure
 * of the customer's whole account (issue 49 part 6) passes `accountClosure`, which the lock does not refuse.
 */
export function potWithdrawalRefusal(
  pot: { locked_until: string | null },
  at: Date,
  opts: { accountClosure?: boolean } = {},
): DomainError | null {
  if (opts.accountClosure || !pot.locked_until) return null;
  if (bankDay(at) >= pot.locked_until) return null;
  return new DomainError('not_allowed_now', potMessages.locked(pot.locked_until));
}

export function assertPotWithdrawable(
  pot: { locked_until: string | null },
  at: Date,
  opts: { accountClosure?: boolean } = {},
): void {
  const refusal = potWithdrawalRefusal(pot, at, opts);
  if (refusal) throw refusal;
}
