import { centsToDollars } from '../../shared/money';
import type { Db } from '../db/connection';
import { bankTotals, queueCounts } from './overview-repository';

/** Items waiting in each queue, and the bank's totals in dollars. */
export async function bankOverview(db: Db) {
  const [queues, totals] = await Promise.all([queueCounts(db), bankTotals(db)]);
  return {
    queues,
    totals: {
      customers: totals.customers,
      moneyHeld: centsToDollars(totals.heldCents),
      feesThisMonth: centsToDollars(totals.feesCents),
    },
  };
}
