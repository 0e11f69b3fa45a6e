import type { Category } from '../../shared/constants';
import { centsToDollars } from '../../shared/money';
import type { Insights } from '../../shared/schemas/insights';
import { notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import {
  flowsByMonth,
  ownPayment,
  rememberCategory,
  setPaymentCategory,
  spendingBetween,
} from './insights-repository';

const monthStart = (year: number, month0: number) => new Date(Date.UTC(year, month0, 1));
const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/** Spending by category in `month` (YYYY-MM, UTC) and money in and out for the 12 months ending with it. */
export async function insightsFor(db: Db, userId: string, month: string): Promise<Insights> {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const from = monthStart(year, m - 1);
  const to = monthStart(year, m);
  const spending = (await spendingBetween(db, userId, from, to))
    .filter((s) => s.cents > 0n)
    .sort((a, b) => (a.cents === b.cents ? 0 : a.cents > b.cents ? -1 : 1))
    .map((s) => ({ category: s.category, amount: centsToDollars(s.cents) }));
  const first = monthStart(year, m - 12);
  const flows = await flowsByMonth(db, userId, first, to);
  const months = Array.from({ length: 12 }, (_, i) => {
    const key = monthKey(monthStart(year, m - 12 + i));
    const f = flows.get(key);
    return {
      month: key,
      moneyIn: centsToDollars(f?.inflow ?? 0n),
      moneyOut: centsToDollars(f?.outflow ?? 0n),
    };
  });
  return { month, spending, months };
}

/**
 * The customer files one of their payments under another category; the choice is remembered for the
 * account on the other side, so their later payments to or from it land there too.
 */
export async function changeCategory(db: Db, userId: string, paymentId: string, category: Category) {
  if (!isUuid(paymentId)) throw notFound();
  await inTransaction(db, async (trx) => {
    const payment = await ownPayment(trx, userId, paymentId);
    if (!payment) throw notFound();
    await setPaymentCategory(trx, userId, paymentId, category);
    if (payment.key) await rememberCategory(trx, userId, payment.key, category);
  });
  return { category, remembered: true };
}
