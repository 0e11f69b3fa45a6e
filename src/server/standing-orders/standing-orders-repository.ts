import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { Frequency } from '../../shared/schemas/standing-orders';

export type OrderRow = {
  id: string;
  user_id: string;
  type: 'local' | 'international' | 'move';
  transfer: Record<string, string>;
  /** A move's two own accounts (type 'move' only), and their names as they are now. */
  from_account_id: string | null;
  to_account_id: string | null;
  from_name: string | null;
  to_name: string | null;
  amount_cents: string;
  frequency: Frequency;
  day_of_month: number | null;
  first_date: string;
  end_date: string | null;
  max_runs: number | null;
  next_date: string | null;
  runs: number;
  status: 'Active' | 'Paused' | 'Cancelled' | 'Completed';
  created_at: Date;
};

export type RunRow = {
  order_id: string;
  due_date: string;
  attempt: number;
  status: 'Successful' | 'Processing' | 'Retrying' | 'Failed';
  payment_id: string | null;
  code: string | null;
  ran_at: Date;
};

const ORDER_COLUMNS = sql`id, user_id, type, transfer, from_account_id, to_account_id,
  (SELECT a.name FROM ledger_accounts a WHERE a.id = standing_orders.from_account_id) AS from_name,
  (SELECT a.name FROM ledger_accounts a WHERE a.id = standing_orders.to_account_id) AS to_name,
  amount_cents::text, frequency, day_of_month,
  to_char(first_date, 'YYYY-MM-DD') AS first_date, to_char(end_date, 'YYYY-MM-DD') AS end_date, max_runs,
  to_char(next_date, 'YYYY-MM-DD') AS next_date, runs, status, created_at`;

export async function insertOrder(
  db: Db,
  o: Partial<Pick<OrderRow, 'from_account_id' | 'to_account_id'>> &
    Pick<
      OrderRow,
      | 'user_id'
      | 'type'
      | 'transfer'
      | 'amount_cents'
      | 'frequency'
      | 'day_of_month'
      | 'first_date'
      | 'end_date'
      | 'max_runs'
    >,
): Promise<OrderRow> {
  const { rows } = await sql<OrderRow>`
    INSERT INTO standing_orders (user_id, type, transfer, amount_cents, frequency, day_of_month, first_date, end_date,
      max_runs, next_date, from_account_id, to_account_id)
    VALUES (${o.user_id}, ${o.type}, ${JSON.stringify(o.transfer)}::jsonb, ${o.amount_cents}::bigint, ${o.frequency},
      ${o.day_of_month}, ${o.first_date}::date, ${o.end_date}::date, ${o.max_runs}, ${o.first_date}::date,
      ${o.from_account_id ?? null}::uuid, ${o.to_account_id ?? null}::uuid)
    RETURNING ${ORDER_COLUMNS}`.execute(db);
  return rows[0]!;
}

export async function ordersOf(db: Db, userId: string): Promise<OrderRow[]> {
  const { rows } = await sql<OrderRow>`SELECT ${ORDER_COLUMNS} FROM standing_orders
    WHERE user_id = ${userId} ORDER BY created_at DESC, id LIMIT 200`.execute(db);
  return rows;
}

export async function runsOf(db: Db, orderIds: string[]): Promise<RunRow[]> {
  if (orderIds.length === 0) return [];
  const { rows } =
    await sql<RunRow>`SELECT order_id, to_char(due_date, 'YYYY-MM-DD') AS due_date, attempt, status,
      payment_id, code, ran_at
    FROM standing_order_runs WHERE order_id = ANY(${orderIds}::uuid[]) ORDER BY due_date DESC`.execute(db);
  return rows;
}

/** The order, locked until the transaction ends: one occurrence at a time. */
export async function lockOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const { rows } =
    await sql<OrderRow>`SELECT ${ORDER_COLUMNS} FROM standing_orders WHERE id = ${id} FOR UPDATE`.execute(db);
  return rows[0];
}

export async function cancelOrder(
  db: Db,
  userId: string,
  id: string,
): Promise<'cancelled' | 'not_active' | 'missing'> {
  const { rows } = await sql<{ status: string; changed: boolean }>`
    WITH target AS (SELECT id, status FROM standing_orders WHERE id = ${id} AND user_id = ${userId} FOR UPDATE),
    changed AS (UPDATE standing_orders s SET status = 'Cancelled', next_date = NULL, cancelled_at = now()
      FROM target WHERE s.id = target.id AND target.status IN ('Active', 'Paused') RETURNING s.id)
    SELECT target.status, EXISTS (SELECT 1 FROM changed) AS changed FROM target`.execute(db);
  if (!rows[0]) return 'missing';
  return rows[0].changed ? 'cancelled' : 'not_active';
}

export async function findRun(db: Db, orderId: string, dueDate: string): Promise<RunRow | undefined> {
  const { rows } =
    await sql<RunRow>`SELECT order_id, to_char(due_date, 'YYYY-MM-DD') AS due_date, attempt, status,
      payment_id, code, ran_at FROM standing_order_runs WHERE order_id = ${orderId} AND due_date = ${dueDate}::date`.execute(
      db,
    );
  return rows[0];
}

export async function recordRun(
  db: Db,
  run: Pick<RunRow, 'order_id' | 'due_date' | 'attempt' | 'status' | 'payment_id' | 'code'>,
  at: Date,
): Promise<void> {
  await sql`INSERT INTO standing_order_runs (order_id, due_date, attempt, status, payment_id, code, ran_at)
    VALUES (${run.order_id}, ${run.due_date}::date, ${run.attempt}, ${run.status}, ${run.payment_id}, ${run.code}, ${at})
    ON CONFLICT (order_id, due_date) DO UPDATE SET attempt = EXCLUDED.attempt, status = EXCLUDED.status,
      payment_id = EXCLUDED.payment_id, code = EXCLUDED.code, ran_at = EXCLUDED.ran_at`.execute(db);
}

export async function advanceOrder(db: Db, id: string, next: string | null): Promise<void> {
  await sql`UPDATE standing_orders SET runs = runs + 1, next_date = ${next}::date,
      status = CASE WHEN ${next}::date IS NULL THEN 'Completed' ELSE status END
    WHERE id = ${id}`.execute(db);
}

/**
 * Resumes a paused order from `today` on: a date missed while it was paused is paid once, at resumption.
 * Answers the order as it is now, or what stopped it.
 */
export async function resumeOrder(
  db: Db,
  userId: string,
  id: string,
  today: string,
): Promise<OrderRow | 'not_paused' | 'missing'> {
  const { rows } = await sql<OrderRow & { was: string }>`
    WITH target AS (SELECT id, status FROM standing_orders WHERE id = ${id} AND user_id = ${userId} FOR UPDATE),
    changed AS (UPDATE standing_orders s SET status = 'Active', next_date = greatest(s.next_date, ${today}::date)
      FROM target WHERE s.id = target.id AND target.status = 'Paused' RETURNING s.id)
    SELECT target.status AS was, (SELECT count(*) FROM changed) > 0 AS changed FROM target`.execute(db);
  if (!rows[0]) return 'missing';
  if (rows[0].was !== 'Paused') return 'not_paused';
  return (await lockOrder(db, id))!;
}

/** Ends (as cancelled) every live order that moves money from or to this account: a pot that closed. */
export async function endOrdersNaming(db: Db, accountId: string): Promise<OrderRow[]> {
  const { rows } = await sql<{ id: string }>`
    UPDATE standing_orders SET status = 'Cancelled', next_date = NULL, cancelled_at = now()
    WHERE (from_account_id = ${accountId} OR to_account_id = ${accountId}) AND status IN ('Active', 'Paused')
    RETURNING id`.execute(db);
  const ended: OrderRow[] = [];
  for (const r of rows) ended.push((await lockOrder(db, r.id))!);
  return ended;
}
