import { accountGapMessages } from '../../shared/account-messages';
import type { Db } from '../db/connection';
import { depositAccounts } from '../ledger/payments-repository';
import { postPayment, type PostResult } from '../ledger/post-payment';
import { potWithdrawalRefusal } from '../pots/pot-lock';
import { lockCustomer, potOf } from '../pots/pots-repository';
import { moveRequest } from '../pots/pots-service';
import type { OrderRow } from './standing-orders-repository';

/** Why a move's occurrence did not post: one of its accounts is closed (the order ends), or a lock holds. */
export type MoveRefusal = { ended: string } | { locked: { source: string; until: string } };

/**
 * One occurrence of a move order, in the occurrence's transaction: the customer's row first (users before
 * accounts, as pots and `post_payments` lock), then the move through the posting primitive, free and outside
 * the daily limit, under a key per order, date and attempt.
 */
export async function moveOccurrence(
  trx: Db,
  deps: { now: () => Date; request: { bankName: string; paymentRateLimitPerMinute: number } },
  order: OrderRow,
  o: { orderId: string; dueDate: string; attempt: number },
): Promise<PostResult | MoveRefusal> {
  await lockCustomer(trx, order.user_id);
  const accounts = await depositAccounts(trx, order.user_id);
  const from = accounts.find((a) => a.id === order.from_account_id);
  const to = accounts.find((a) => a.id === order.to_account_id);
  if (!from || !to) return { ended: (from ? order.to_name : order.from_name) ?? '' };
  if (from.kind === 'pot') {
    const pot = (await potOf(trx, order.user_id, from.id))!;
    if (potWithdrawalRefusal(pot, deps.now())) {
      return { locked: { source: from.name, until: pot.locked_until! } };
    }
  }
  const caller = {
    userId: order.user_id,
    idempotencyKey: `standing-order-${o.orderId}-${o.dueDate}-${o.attempt}`,
  };
  const amount = BigInt(order.amount_cents);
  const description = accountGapMessages.moveOrderDescription(to.name);
  return postPayment(trx, moveRequest(deps.request, caller, from, to, amount, undefined, description));
}
