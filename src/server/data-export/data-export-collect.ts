import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connection';
import { amortize, type RepaymentPlan } from '../../shared/loan-schedule';

/*
 * What the bank holds on one customer (issue 50 part 4, docs/customer-data.md), read in one snapshot by the
 * archive job. Every query is bounded by the customer's own id; a ledger account, payment or posting of
 * another customer never appears: a posting names the customer's own accounts by id, the bank's by
 * `bank:<kind>`, and anyone else's as "another customer".
 */

type Row = Record<string, unknown>;

/** Columns never exported, whatever table they are in: credentials and the hashes that stand for them. */
export const SECRET_COLUMN = /(hash|hmac|secret|token|public_key|password)/;

/** Security internals kept for a short time or only as hashes; what they are is in the archive's README. */
export const NOT_EXPORTED: Record<string, string> = {
  password_resets: 'password-reset links: hashes only, deleted once used or expired',
  lockdown_tokens: '"This wasn\'t me" links: hashes only, deleted once used or expired',
  mfa_challenges: 'sign-in challenges of a few minutes',
  webauthn_challenges: 'passkey challenges of a few minutes',
  mfa_recovery_codes: 'recovery codes: hashes only',
  mfa_code_failures: 'counters of wrong codes, kept minutes',
  idempotency_keys: 'request fingerprints that stop a payment being made twice, kept 7 days',
  step_up_spend: 'the running total of payments since the last step-up, for today',
  payment_day_totals: 'the running total of payments today, for the daily limit',
  payment_rate_windows: 'counters of payments per minute, for the rate limit',
  admin_releases:
    "the bank's count of what each member of staff released (the money itself is in payments.json)",
  // Financial-crime checks are kept from subject access where telling would prejudice them (no tipping
  // off: docs/sanctions.md); the same two lines stand in every customer's README.
  sanctions_hits: 'financial-crime screening records, which the law requires the bank to keep confidential',
  sanctions_false_positives:
    'financial-crime screening records, which the law requires the bank to keep confidential',
};

/** Four-eyes requests about financial-crime screening, kept out of bank-credits.json for the same reason. */
const CONFIDENTIAL_KINDS = new Set(['sanctions_release', 'sanctions_block']);

/** One archive file: a JSON section or a stored file. */
export type Section = { name: string; rows: Row[] };
export type ExportFile = { path: string; mime: string; body: Buffer };
export type CustomerData = {
  profile: Row;
  sections: Section[];
  /** Tables with a `user_id` the named sections do not cover (features added later), `other/<table>`. */
  other: Section[];
  files: ExportFile[];
};

const scrub = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !SECRET_COLUMN.test(k)));

async function rows(db: Db, query: RawBuilder<{ row: Row }>): Promise<Row[]> {
  return (await query.execute(db)).rows.map((r) => scrub(r.row));
}

/** The named sections: file name → rows. A test compares each with the database. */
export async function collectCustomerData(db: Db, userId: string): Promise<CustomerData> {
  const profileRows = await rows(
    db,
    sql`SELECT to_jsonb(u) - ARRAY['password_hash', 'pin_hmac', 'totp_secret', 'totp_last_step']
          || jsonb_build_object('two_step', u.totp_enabled_at IS NOT NULL, 'pin_set', u.pin_hmac IS NOT NULL) AS row
        FROM users u WHERE u.id = ${userId}`,
  );
  const own = (table: string, order = 'created_at') =>
    rows(
      db,
      sql`SELECT to_jsonb(t) AS row FROM ${sql.table(table)} t WHERE t.user_id = ${userId}
          ORDER BY ${sql.ref(`t.${order}`)}`,
    );

  const accounts = await own('ledger_accounts');
  const payments = await rows(
    db,
    sql`SELECT to_jsonb(p) - 'related_payment_id'
          || jsonb_build_object('related_payment_id',
               (SELECT r.id FROM payments r WHERE r.id = p.related_payment_id AND r.user_id = ${userId}),
             'postings', coalesce((
               SELECT jsonb_agg(jsonb_build_object(
                 'id', po.id, 'code', po.code, 'amount_cents', po.amount_cents, 'created_at', po.created_at,
                 'debit_account', ${party(sql.ref('da'), userId)},
                 'credit_account', ${party(sql.ref('ca'), userId)}) ORDER BY po.id)
               FROM postings po
               JOIN ledger_accounts da ON da.id = po.debit_account_id
               JOIN ledger_accounts ca ON ca.id = po.credit_account_id
               WHERE po.payment_id = p.id), '[]'::jsonb)) AS row
        FROM payments p WHERE p.user_id = ${userId} ORDER BY p.seq`,
  );
  const standingOrders = await rows(
    db,
    sql`SELECT to_jsonb(o) || jsonb_build_object('runs', coalesce((
          SELECT jsonb_agg(to_jsonb(r) ORDER BY r.due_date, r.attempt) FROM standing_order_runs r
          WHERE r.order_id = o.id), '[]'::jsonb)) AS row
        FROM standing_orders o WHERE o.user_id = ${userId} ORDER BY o.created_at`,
  );
  const loans = (
    await rows(
      db,
      sql`SELECT to_jsonb(l) || jsonb_build_object('repayments', coalesce((
            SELECT jsonb_agg(to_jsonb(r) ORDER BY r.created_at) FROM loan_repayments r
            WHERE r.loan_id = l.id), '[]'::jsonb)) AS row
          FROM loans l WHERE l.user_id = ${userId} ORDER BY l.seq`,
    )
  ).map(withSchedule);
  const tickets = await rows(
    db,
    sql`SELECT to_jsonb(t) || jsonb_build_object('messages', coalesce((
          SELECT jsonb_agg(jsonb_build_object('id', m.id, 'from', m.author_role, 'body', m.body,
                   'created_at', m.created_at) ORDER BY m.seq)
          FROM ticket_messages m WHERE m.ticket_id = t.id), '[]'::jsonb)) AS row
        FROM tickets t WHERE t.user_id = ${userId} ORDER BY t.seq`,
  );

  const sections: Section[] = [
    { name: 'accounts', rows: accounts },
    { name: 'payments', rows: payments },
    // The payee's sanctions hold is a screening record (NOT_EXPORTED).
    { name: 'payees', rows: (await own('payees')).map(({ sanctions_hold: _hold, ...payee }) => payee) },
    { name: 'standing-orders', rows: standingOrders },
    { name: 'loans', rows: loans },
    { name: 'cards', rows: await own('cards') },
    { name: 'card-applications', rows: await own('card_applications') },
    { name: 'cheque-deposits', rows: await own('cheque_deposits') },
    { name: 'kyc', rows: await own('kyc_submissions') },
    { name: 'next-of-kin', rows: await own('next_of_kin', 'user_id') },
    { name: 'tickets', rows: tickets },
    { name: 'notifications', rows: await own('notifications', 'seq') },
    { name: 'alert-settings', rows: await own('alert_settings', 'updated_at') },
    { name: 'alerts', rows: await own('alert_events') },
    { name: 'sessions', rows: await own('sessions') },
    { name: 'login-activity', rows: await own('login_activities') },
    { name: 'passkeys', rows: await own('passkeys') },
    { name: 'lockdowns', rows: await own('lockdowns') },
    { name: 'category-rules', rows: await own('category_rules', 'updated_at') },
    { name: 'payment-categories', rows: await own('payment_categories', 'updated_at') },
    {
      name: 'bank-credits',
      rows: (await own('credit_requests', 'seq')).filter((r) => !CONFIDENTIAL_KINDS.has(String(r.kind))),
    },
    { name: 'known-browsers', rows: await own('known_browsers', 'first_seen_at') },
    { name: 'data-exports', rows: await own('data_exports', 'requested_at') },
  ];

  const other: Section[] = [];
  for (const table of await uncoveredTables(db)) {
    other.push({
      name: `other/${table}`,
      rows: await rows(
        db,
        sql`SELECT to_jsonb(t) AS row FROM ${sql.table(table)} t WHERE t.user_id = ${userId}`,
      ),
    });
  }

  return { profile: profileRows[0] ?? {}, sections, other, files: await storedFilesOf(db, userId) };
}

/** The tables the named sections read (by their `user_id`), or that hang off one of them. */
export const COVERED_TABLES = new Set([
  'users',
  'ledger_accounts',
  'payments',
  'postings',
  'payees',
  'standing_orders',
  'standing_order_runs',
  'loans',
  'loan_repayments',
  'cards',
  'card_applications',
  'cheque_deposits',
  'kyc_submissions',
  'next_of_kin',
  'tickets',
  'ticket_messages',
  'notifications',
  'alert_settings',
  'alert_events',
  'sessions',
  'login_activities',
  'passkeys',
  'lockdowns',
  'category_rules',
  'payment_categories',
  'credit_requests',
  'known_browsers',
  'data_exports',
]);

/** Tables with a `user_id` column that neither a named section nor the not-exported list accounts for. */
export async function uncoveredTables(db: Db): Promise<string[]> {
  const { rows: found } = await sql<{ table_name: string }>`
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'user_id' AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name`.execute(db);
  return found
    .map((r) => r.table_name)
    .filter((name) => !COVERED_TABLES.has(name) && !Object.hasOwn(NOT_EXPORTED, name));
}

/** An account a posting touches, as the customer may see it. */
function party(a: RawBuilder<unknown> | ReturnType<typeof sql.ref>, userId: string) {
  // Funds blocked after financial-crime screening read as held, as the customer was told (docs/sanctions.md).
  return sql`CASE WHEN ${a}.user_id = ${userId} THEN ${a}.id::text
                  WHEN ${a}.user_id IS NULL THEN 'bank:' || CASE ${a}.kind
                    WHEN 'blocked_funds' THEN 'held_funds' ELSE ${a}.kind END
                  ELSE 'another customer' END`;
}

/** The loan's repayment schedule, as the Loans page shows it (from the payout day). */
function withSchedule(loan: Row): Row {
  const start = loan.decided_at ? new Date(String(loan.decided_at)) : null;
  if (!start || loan.status === 'Rejected' || loan.status === 'Pending') return { ...loan, schedule: [] };
  const schedule = amortize({
    principalCents: BigInt(String(loan.amount_cents)),
    annualRateBps: Number(loan.annual_rate_bps),
    durationMonths: Number(loan.duration_months),
    repayment: loan.repayment as RepaymentPlan,
    start,
  }).map((r) => ({
    n: r.n,
    due_date: r.dueDate,
    payment_cents: Number(r.payment),
    interest_cents: Number(r.interest),
    principal_cents: Number(r.principal),
    balance_cents: Number(r.balance),
  }));
  return { ...loan, schedule };
}

/** The customer's stored files: profile picture, cheque images, KYC and next-of-kin documents. */
async function storedFilesOf(db: Db, userId: string): Promise<ExportFile[]> {
  const { rows: found } = await sql<{ kind: string; name: string; mime: string; body: Buffer }>`
    WITH named AS (
      SELECT 'profile' AS kind, avatar_name AS name FROM users WHERE id = ${userId} AND avatar_name IS NOT NULL
      UNION ALL SELECT 'cheque', image_name FROM cheque_deposits WHERE user_id = ${userId}
      UNION ALL SELECT 'kyc', unnest(ARRAY[id_front_name, id_back_name, proof_of_address_name])
        FROM kyc_submissions WHERE user_id = ${userId}
      UNION ALL SELECT 'next-of-kin', unnest(ARRAY[id_front_name, id_back_name])
        FROM next_of_kin WHERE user_id = ${userId}
    )
    SELECT DISTINCT n.kind, n.name, f.mime, f.body
    FROM named n
    JOIN stored_files f ON f.id = substring(n.name FROM '^[0-9a-f]{32}')::uuid
    ORDER BY n.kind, n.name`.execute(db);
  return found.map((f) => ({ path: `files/${f.kind}/${f.name}`, mime: f.mime, body: f.body }));
}
