import type { z } from 'zod';
import { centsToDollars } from '../../shared/money';
import { messages } from '../../shared/messages';
import { potMessages } from '../../shared/account-messages';
import type { MoveOrderBody, StandingOrder, standingOrderBody } from '../../shared/schemas/standing-orders';
import { DomainError, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import type { Db } from '../db/connection';
import { inSnapshot, inTransaction } from '../db/transaction';
import { ownAccountNotFound, ownAccountRef } from '../ledger/accounts-service';
import { depositAccounts, type DepositAccount } from '../ledger/payments-repository';
import { lockCustomer } from '../pots/pots-repository';
import { payeeDestination, payeeForTransfer } from '../payees/payees-service';
import { verifyPin } from '../pin/pin-service';
import { scheduleOccurrence } from './occurrence';
import { addDays, dayStart, toDay } from './schedule';
import { firstPayeeFor } from '../payees/payees-repository';
import { newPayeeOf } from '../transfers/transfers-service';
import {
  resumeOrder,
  cancelOrder,
  insertOrder,
  ordersOf,
  runsOf,
  type OrderRow,
  type RunRow,
} from './standing-orders-repository';

type Body = z.output<ReturnType<typeof standingOrderBody>>;
export type StandingOrderDeps = { db: Db; pinKey: Buffer; now: () => Date; newPayeeLimitCents: bigint };

const MAX_ACTIVE = 50;

function findOwn(accounts: DepositAccount[], ref: string): DepositAccount {
  const parsed = ownAccountRef(ref);
  const found = accounts.find((a) => ('kind' in parsed ? a.kind === parsed.kind : a.id === parsed.id));
  if (!found) throw ownAccountNotFound();
  return found;
}

function toStandingOrder(o: OrderRow, runs: RunRow[]): StandingOrder {
  const t = o.transfer;
  return {
    _id: o.id,
    type: o.type,
    amount: centsToDollars(BigInt(o.amount_cents)),
    accountName: (o.type === 'move' ? o.to_name : t.accountName) ?? '',
    bankName: t.bankName ?? '',
    accountNumber: t.accountNumber ?? '',
    paymentAccount: (o.type === 'move' ? o.from_name : t.paymentAccount) ?? '',
    fromAccountId: o.from_account_id,
    toAccountId: o.to_account_id,
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
  const destination = await typedDestination(deps.db, userId, body);
  const { pincode: _pin, amount, ...transfer } = destination;
  return inTransaction(deps.db, async (trx) => {
    await refuseWhileLockedDownIn(trx, userId);
    await refuseAboveNewPayeeAllowance(trx, deps, userId, destination);
    return openOrder(trx, userId, schedule, {
      type: body.type,
      transfer: Object.fromEntries(Object.entries(transfer).map(([k, v]) => [k, String(v)])),
      amount_cents: amount.toString(),
    });
  });
}

type Schedule = Body['schedule'];

/**
 * Stores a new order with its schedule and queues its first occurrence, in the caller's transaction; at most
 * MAX_ACTIVE active orders a customer (counted under the transaction's lock on the customer).
 */
async function openOrder(
  trx: Db,
  userId: string,
  schedule: Schedule,
  what: Pick<
    Parameters<typeof insertOrder>[1],
    'type' | 'transfer' | 'amount_cents' | 'from_account_id' | 'to_account_id'
  >,
): Promise<StandingOrder> {
  const active = (await ordersOf(trx, userId)).filter((o) => o.status === 'Active').length;
  if (active >= MAX_ACTIVE) throw new DomainError('not_allowed_now', messages.standingOrders.tooMany);
  const order = await insertOrder(trx, {
    ...what,
    user_id: userId,
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
}

/**
 * Sets up a standing order between two of the caller's own accounts (a pot's "save $50 a month"): as
 * POST /accounts/moves, no PIN and no new-payee or daily-limit rules, since nothing leaves the customer. The
 * first occurrence is queued in the same transaction; a locked pot as the source is refused on each date
 * before its lock's day, not now (a weekly order may outlive the lock).
 */
export async function createMoveOrder(
  deps: { db: Db; now: () => Date },
  userId: string,
  body: MoveOrderBody,
): Promise<StandingOrder> {
  const today = toDay(deps.now());
  const { schedule } = body;
  if (schedule.firstDate < today || schedule.firstDate > addDays(today, 366)) {
    throw new DomainError('invalid_input', messages.standingOrders.firstDateRange);
  }
  return inTransaction(deps.db, async (trx) => {
    await lockCustomer(trx, userId);
    const accounts = await depositAccounts(trx, userId);
    const from = findOwn(accounts, body.from);
    const to = findOwn(accounts, body.to);
    if (from.id === to.id) throw new DomainError('same_account', potMessages.sameAccount);
    return openOrder(trx, userId, schedule, {
      type: 'move',
      transfer: { accountName: to.name, accountNumber: to.account_number, paymentAccount: from.name },
      from_account_id: from.id,
      to_account_id: to.id,
      amount_cents: body.amount.toString(),
    });
  });
}

/**
 * A standing order is a payment (issue 46 part 2): to a bank account first saved as a payee less than a day
 * ago it may not be set up for more than what is left of its new-payee allowance. Each occurrence is capped
 * again when it runs, inside the posting.
 */
async function refuseAboveNewPayeeAllowance(
  trx: Db,
  deps: StandingOrderDeps,
  userId: string,
  transfer: { bankName: string; accountNumber: string; amount: bigint },
): Promise<void> {
  const young = await newPayeeOf(trx, deps, userId, transfer, deps.now().getTime());
  if (!young) return;
  const first = await firstPayeeFor(trx, userId, transfer.bankName, transfer.accountNumber);
  if (BigInt(first!.new_payee_spent_cents) + transfer.amount > young.limitCents)
    throw new DomainError('new_payee_limit_exceeded');
}

/** Read in the use case's transaction: a lockdown committed after the session was cached still counts. */
async function refuseWhileLockedDownIn(trx: Db, userId: string): Promise<void> {
  const row = await trx
    .selectFrom('users')
    .select('locked_down_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (row?.locked_down_at) throw new DomainError('account_locked_down');
}

/** Resumes an order "This wasn't me" paused; its next occurrence is queued again, from today on. */
export async function resumeStandingOrder(
  deps: StandingOrderDeps,
  userId: string,
  id: string,
): Promise<StandingOrder> {
  if (!isUuid(id)) throw notFound();
  return inTransaction(deps.db, async (trx) => {
    await refuseWhileLockedDownIn(trx, userId);
    const order = await resumeOrder(trx, userId, id, toDay(deps.now()));
    if (order === 'missing') throw notFound();
    if (order === 'not_paused') throw new DomainError('already_decided', messages.standingOrders.notPaused);
    const due = order.next_date!;
    await scheduleOccurrence(trx, { orderId: order.id, dueDate: due, attempt: 1 }, dayStart(due));
    return toStandingOrder(order, await runsOf(trx, [order.id]));
  });
}

export async function cancelStandingOrder(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const outcome = await cancelOrder(db, userId, id);
  if (outcome === 'missing') throw notFound();
  if (outcome === 'not_active') throw new DomainError('already_decided', messages.standingOrders.notActive);
}
