import { sql } from 'kysely';
import type { Db } from '../db/connection';

/** The work queues: table, the status that means "waiting", and the extra condition where one applies. */
const QUEUES = [
  {
    name: 'transfers',
    table: 'payments',
    status: 'Processing',
    extra: sql`AND kind IN ('local_transfer', 'wire_transfer')`,
  },
  { name: 'loans', table: 'loans', status: 'Pending', extra: sql`` },
  { name: 'cards', table: 'card_applications', status: 'Pending', extra: sql`` },
  { name: 'deposits', table: 'cheque_deposits', status: 'Pending', extra: sql`` },
  { name: 'kyc', table: 'kyc_submissions', status: 'Pending', extra: sql`` },
  { name: 'tickets', table: 'tickets', status: 'pending', extra: sql`` },
  { name: 'credits', table: 'credit_requests', status: 'Pending', extra: sql`` },
  // Monitoring cases open or under investigation (a lockdown opens one too), and the alerts in them.
  { name: 'cases', table: 'monitoring_cases', status: 'open', extra: sql`OR status = 'investigating'` },
  {
    name: 'alerts',
    table: 'monitoring_alerts',
    status: null,
    extra: sql`case_id IN (SELECT id FROM monitoring_cases WHERE status IN ('open', 'investigating'))`,
  },
] as const;

export type QueueName = (typeof QUEUES)[number]['name'];

/** How many items wait in each queue, counted in one query over the queues whose tables exist. */
export async function queueCounts(db: Db): Promise<Record<QueueName, number>> {
  const existing = await sql<{ name: string }>`
    SELECT t AS name FROM unnest(${QUEUES.map((q) => q.table)}::text[]) t WHERE to_regclass(t) IS NOT NULL`.execute(
    db,
  );
  const present = new Set(existing.rows.map((r) => r.name));
  const counts = Object.fromEntries(QUEUES.map((q) => [q.name, 0])) as Record<QueueName, number>;
  const parts = QUEUES.filter((q) => present.has(q.table)).map(
    (q) =>
      sql`SELECT ${q.name}::text AS name, count(*)::int AS n FROM ${sql.table(q.table)} WHERE ${
        q.status === null ? q.extra : sql`status = ${q.status} ${q.extra}`
      }`,
  );
  if (parts.length === 0) return counts;
  const rows = await sql<{ name: QueueName; n: number }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
  for (const r of rows.rows) counts[r.name] = r.n;
  return counts;
}

/** Customers, money held in their deposit accounts, and fees earned (net of refunds) this month. */
export async function bankTotals(
  db: Db,
): Promise<{ customers: number; heldCents: bigint; feesCents: bigint }> {
  const result = await sql<{ customers: number; held: bigint; fees: bigint }>`
    SELECT
      (SELECT count(*)::int FROM users WHERE role = 'customer') AS customers,
      (SELECT coalesce(sum(balance_cents), 0)::bigint FROM ledger_accounts WHERE kind IN ('checking', 'savings', 'pot')) AS held,
      (SELECT coalesce(sum(CASE WHEN p.credit_account_id = f.id THEN p.amount_cents ELSE -p.amount_cents END), 0)::bigint
         FROM postings p JOIN ledger_accounts f ON f.kind = 'fee_income' AND f.user_id IS NULL
         WHERE f.id IN (p.credit_account_id, p.debit_account_id) AND p.created_at >= date_trunc('month', now())) AS fees`.execute(
    db,
  );
  const row = result.rows[0]!;
  return { customers: row.customers, heldCents: row.held, feesCents: row.fees };
}
