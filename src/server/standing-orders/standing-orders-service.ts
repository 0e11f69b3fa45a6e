import type { z } from 'zod';
import { centsToDollars } from '../../shared/money';
import { messages } from '../../shared/messages';
import type { StandingOrder, standingOrderBody } from '../../shared/schemas/standing-orders';
import { DomainError, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import type { Db } from '../db/connection';
import { inSnapshot, inTransaction } from '../db/transaction';
import { payeeDestination, payeeForTransfer } from '../payees/payees-service';
import { verifyPin } from '../pin/pin-service';
import { scheduleOccurrence } from './occurrence';
import { addDays, dayStart, toDay } from './schedule';
import {
  cancelOrder,
  insertOrder,
  ordersOf,
  runsOf,
  type OrderRow,
  type RunRow,
} from './standing-orders-repository';

type Body = z.output<ReturnType<typeof standingOrderBody>>;
export type StandingOrderDeps = { db: Db; pinKey: Buffer; now: () => Date };

const MAX_ACTIVE = 50;

function toStandingOrder(o: OrderRow, runs: RunRow[]): StandingOrder {
  const t = o.transfer;
  return {
    _id: o.id,
    type: o.type,
    amount: centsToDollars(BigInt(o.amount_cents)),
    accountName: t.accountName ?? '',
    bankName: t.bankName ?? '',
    accountNumber: t.accountNumber ?? '',
    paymentAccount: t.paymentAccount ?? '',
    details: t.details || null,
    frequency: o.frequency,
    firstDate: o.first_date,
    endDate: o.end_date,
    count: o.max_runs,
    nextDate: o.next_date,
    runs: o.runs,
    status: o.status,
    createdAt: o.created_at.toISOString(),
    history: runs.map((r) => ({
      dueDate: r.due_date,
      attempt: r.attempt,
      status: r.status,
      paymentId: r.payment_id,
      reason: r.code,
      ranAt: r.ran_at.toISOString(),
    })),
  };
}

export async function listStandingOrders(db: Db, userId: string): Promise<StandingOrder[]> {
  // One snapshot: an occurrence paid between the two reads would show its run beside the old count and date.
  const { orders, runs } = await inSnapshot(db, async (trx) => {
    const orders = await ordersOf(trx, userId);
    return {
      orders,
      runs: await runsOf(
        trx,
        orders.map((o) => o.id),
      ),
    };
  });
  return orders.map((o) =>
    toStandingOrder(
      o,
      runs.filter((r) => r.order_id === o.id),
    ),
  );
}

/**
 * The order keeps the destination typed out, as each occurrence pays it: a saved payee named by `payeeId`
 * is read (the caller's own, of this kind) and its details stored in its place.
 */
async function typedDestination(db: Db, userId: string, body: Body) {
  if (!('payeeId' in body.transfer)) return body.transfer;
  const { payeeId, ...rest } = body.transfer;
  const payee = await payeeForTransfer(db, userId, payeeId);
  return { ...rest, ...payeeDestination(payee, body.type) };
}

/**
 * Sets up a standing order: the PIN is checked now (and counted like any other), the first date is today
 * at the earliest and within a year, and the first occurrence is queued in the same transaction.
 */
export async function createStandingOrder(
  deps: StandingOrderDeps,
  userId: string,
  body: Body,
): Promise<StandingOrder> {
  const today = toDay(deps.now());
  const { schedule } = body;
  if (schedule.firstDate < today || schedule.firstDate > addDays(today, 366)) {
    throw new DomainError('invalid_input', messages.standingOrders.firstDateRange);
  }
  await verifyPin(deps, userId, body.transfer.pincode);
  const { pincode: _pin, amount, ...transfer } = await typedDestination(deps.db, userId, body);
  return inTransaction(deps.db, async (trx) => {
    const active = (await ordersOf(trx, userId)).filter((o) => o.status === 'Active').length;
    if (active >= MAX_ACTIVE) throw new DomainError('not_allowed_now', messages.standingOrders.tooMany);
    const order = await insertOrder(trx, {
      user_id: userId,
      type: body.type,
      transfer: Object.fromEntries(Object.entries(transfer).map(([k, v]) => [k, String(v)])),
      amount_cents: amount.toString(),
      frequency: schedule.frequency,
      day_of_month: schedule.frequency === 'monthly' ? Number(schedule.firstDate.slice(8)) : null,
      first_date: schedule.firstDate,
      end_date: schedule.endDate ?? null,
      max_runs: schedule.count ?? (schedule.frequency === 'once' ? 1 : null),
    });
    await scheduleOccurrence(
      trx,
      { orderId: order.id, dueDate: order.first_date, attempt: 1 },
      dayStart(order.first_date),
    );
    return toStandingOrder(order, []);
  });
}

export async function cancelStandingOrder(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const outcome = await cancelOrder(db, userId, id);
  if (outcome === 'missing') throw notFound();
  if (outcome === 'not_active') throw new DomainError('already_decided', messages.standingOrders.notActive);
}
