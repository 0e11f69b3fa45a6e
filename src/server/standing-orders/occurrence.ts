import { messages } from '../../shared/messages';
import { accountGapMessages } from '../../shared/account-messages';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { enqueue } from '../jobs/queue';
import { postPayment } from '../ledger/post-payment';
import { notify } from '../notifications/notifications-repository';
import {
  internationalTransferRequest,
  localTransferRequest,
  type RequestDeps,
} from '../transfers/transfers-service';
import { addDays, dayStart, nextOccurrence } from './schedule';
import { payDueInstalmentsFirst } from '../loans/autopay';
import {
  advanceOrder,
  cancelOrder,
  findRun,
  lockOrder,
  recordRun,
  type OrderRow,
} from './standing-orders-repository';
import { moveOccurrence } from './move-orders';

export const OCCURRENCE_TASK = 'standing_order_occurrence';

export type Occurrence = { orderId: string; dueDate: string; attempt: 1 | 2 };
export type OccurrenceDeps = { db: Db; request: RequestDeps; now: () => Date };

/** Queues an occurrence to run at its date (at once when that has come); one job per date and attempt. */
export function scheduleOccurrence(db: Db, o: Occurrence, runAt: Date) {
  return enqueue(db, OCCURRENCE_TASK, o, {
    runAt,
    jobKey: `standing-order:${o.orderId}:${o.dueDate}:${o.attempt}`,
    maxAttempts: 5,
  });
}

function requestOf(deps: OccurrenceDeps, order: OrderRow, o: Occurrence) {
  const caller = {
    userId: order.user_id,
    idempotencyKey: `standing-order-${o.orderId}-${o.dueDate}-${o.attempt}`,
  };
  // The stored transfer is what the transfer pages send, less the PIN, which was checked at set-up.
  const body = { ...order.transfer, amount: BigInt(order.amount_cents), pincode: '' };
  // The new-payee cap is the bank account's, applied again at each run by the posting (issue 46 parts 2
  // and 3), on this job's clock.
  const extra = { preauthorized: true, nowMs: deps.now().getTime() };
  return order.type === 'local'
    ? localTransferRequest(deps.request, caller, body as Parameters<typeof localTransferRequest>[2], extra)
    : internationalTransferRequest(
        deps.request,
        caller,
        body as Parameters<typeof internationalTransferRequest>[2],
        extra,
      );
}

/** Payments out pause while the customer's account is locked down ("This wasn't me"). */
async function isLockedDown(trx: Db, userId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('users')
    .select('locked_down_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.locked_down_at);
}

/**
 * The occurrence's payment: a move between own accounts (type 'move', which a lockdown does not stop: nothing
 * leaves the customer), else the transfer, which waits while the account is locked down.
 */
async function pay(trx: Db, deps: OccurrenceDeps, order: OrderRow, o: Occurrence) {
  if (order.type === 'move') return moveOccurrence(trx, deps, order, o);
  return (await isLockedDown(trx, order.user_id))
    ? { code: 'account_locked_down' as const, paymentId: null, payment: null }
    : postPayment(trx, requestOf(deps, order, o));
}

/** One of a move's accounts closed (a pot closed, or the customer's account): the order ends, with a note. */
async function endOrder(trx: Db, order: OrderRow, o: Occurrence, name: string, now: Date) {
  const run = { order_id: order.id, due_date: o.dueDate, attempt: o.attempt, payment_id: null };
  await recordRun(trx, { ...run, status: 'Failed', code: 'account_closed' }, now);
  await cancelOrder(trx, order.user_id, order.id);
  await notify(trx, order.user_id, {
    kind: 'standing_order',
    title: accountGapMessages.potOrderEndedTitle,
    body: accountGapMessages.potOrderEndedBody(name),
    link: '/StandingOrders',
  });
}

/** After the occurrence is paid or given up: the next one, or the order is complete. */
async function moveOn(trx: Db, order: OrderRow, o: Occurrence) {
  const next = nextOccurrence(
    {
      frequency: order.frequency,
      dayOfMonth: order.day_of_month,
      endDate: order.end_date,
      maxRuns: order.max_runs,
    },
    o.dueDate,
    order.runs + 1,
  );
  await advanceOrder(trx, order.id, next);
  if (next) await scheduleOccurrence(trx, { orderId: order.id, dueDate: next, attempt: 1 }, dayStart(next));
}

/**
 * One occurrence of a standing order, run by the job queue at its date: the transfer goes through the
 * same posting primitive and limits as one the customer sends. Insufficient funds are tried once more the
 * next day; any other refusal, or a second one, fails that occurrence with a notification. The payment,
 * the run's record and the next occurrence commit together, and an occurrence its order has moved past
 * (cancelled, already paid) does nothing: a job run twice pays once.
 */
export async function runOccurrence(deps: OccurrenceDeps, o: Occurrence): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const order = await lockOrder(trx, o.orderId);
    if (!order || order.status !== 'Active' || order.next_date !== o.dueDate) return;
    if (o.attempt === 2 && (await findRun(trx, o.orderId, o.dueDate))?.status !== 'Retrying') return;
    const now = deps.now();
    // The day's loan instalments paid automatically come first (issue 49 part 5).
    await payDueInstalmentsFirst(
      trx,
      { db: trx, bankName: deps.request.bankName, now: deps.now },
      order.user_id,
    );
    const result = await pay(trx, deps, order, o);
    if ('ended' in result) return endOrder(trx, order, o, result.ended, now);
    if ('locked' in result) {
      const run = { order_id: order.id, due_date: o.dueDate, attempt: o.attempt, payment_id: null };
      await recordRun(trx, { ...run, status: 'Failed', code: 'not_allowed_now' }, now);
      await notify(trx, order.user_id, {
        kind: 'standing_order',
        title: accountGapMessages.potOrderRefusedTitle,
        body: accountGapMessages.potOrderLockedBody(o.dueDate, result.locked.source, result.locked.until),
        link: '/StandingOrders',
      });
      return moveOn(trx, order, o);
    }
    const run = { order_id: order.id, due_date: o.dueDate, attempt: o.attempt, payment_id: result.paymentId };
    if (result.code === 'ok') {
      const status = result.payment?.status === 'Processing' ? 'Processing' : 'Successful';
      await recordRun(trx, { ...run, status, code: null }, now);
      return moveOn(trx, order, o);
    }
    if (result.code === 'insufficient_funds' && o.attempt === 1) {
      await recordRun(trx, { ...run, status: 'Retrying', code: result.code }, now);
      const tomorrow = dayStart(addDays(now.toISOString().slice(0, 10), 1));
      return void (await scheduleOccurrence(trx, { ...o, attempt: 2 }, tomorrow));
    }
    await recordRun(trx, { ...run, status: 'Failed', code: result.code }, now);
    await notify(trx, order.user_id, {
      kind: 'standing_order',
      title: messages.standingOrders.failedTitle,
      body: messages.standingOrders.failedBody(o.dueDate),
      link: '/StandingOrders',
    });
    return moveOn(trx, order, o);
  });
}
