import { sql } from 'kysely';
import type { Db } from '../db/connection';

export type LedgerViolation = { invariant: string; detail: unknown };

/**
 * Checks every invariant of DESIGN.md §4 and answers the violations (none when the books are right):
 * stored balances equal their postings, the books sum to zero, no deposit account is negative,
 * clearing holds exactly the transfers still in flight, each payment's principal (and interest) matches its
 * amount, interest income holds nothing but interest that customers paid on their loans, and each
 * customer's day totals equal that day's payments.
 */
export async function verifyLedger(db: Db): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];
  const add = (invariant: string, rows: unknown[]) =>
    rows.forEach((detail) => violations.push({ invariant, detail }));

  const stored = await sql`
    WITH flows AS (
      SELECT credit_account_id AS id, amount_cents AS delta FROM postings
      UNION ALL SELECT debit_account_id, -amount_cents FROM postings)
    SELECT a.id, a.balance_cents, coalesce(sum(f.delta), 0)::bigint AS derived
    FROM ledger_accounts a LEFT JOIN flows f ON f.id = a.id
    WHERE a.user_id IS NOT NULL
    GROUP BY a.id HAVING a.balance_cents <> coalesce(sum(f.delta), 0)`.execute(db);
  add('stored balance equals credits minus debits', stored.rows);

  const total = await sql<{ total: bigint }>`
    SELECT coalesce(sum(delta), 0)::bigint AS total FROM (
      SELECT amount_cents AS delta FROM postings UNION ALL SELECT -amount_cents FROM postings) x`.execute(db);
  if (total.rows[0]?.total !== 0n) add('credits minus debits sum to zero', total.rows);

  const negative = await sql`
    SELECT id, balance_cents FROM ledger_accounts
    WHERE kind IN ('checking', 'savings', 'pot') AND balance_cents < 0`.execute(db);
  add('no deposit account below zero', negative.rows);

  const clearing = await sql<{ derived: bigint; in_flight: bigint }>`
    SELECT
      (SELECT coalesce(sum(CASE WHEN p.credit_account_id = a.id THEN p.amount_cents ELSE -p.amount_cents END), 0)
         FROM postings p WHERE a.id IN (p.credit_account_id, p.debit_account_id))::bigint AS derived,
      (SELECT coalesce(sum(amount_cents), 0) FROM payments
         WHERE status = 'Processing' AND kind IN ('local_transfer', 'wire_transfer'))::bigint AS in_flight
    FROM ledger_accounts a WHERE a.kind = 'outgoing_clearing' AND a.user_id IS NULL`.execute(db);
  const c = clearing.rows[0];
  if (c && c.derived !== c.in_flight) add('outgoing clearing holds the transfers in flight', [c]);

  // A loan repayment's amount is split between principal (the loan book) and interest (interest income).
  const principal = await sql`
    SELECT pay.id, pay.amount_cents, sum(p.amount_cents) AS posted
    FROM payments pay JOIN postings p ON p.payment_id = pay.id AND p.code IN ('principal', 'interest')
    WHERE pay.status IN ('Successful', 'Processing')
    GROUP BY pay.id HAVING sum(p.amount_cents) <> pay.amount_cents`.execute(db);
  add("a payment's principal and interest postings equal its amount", principal.rows);

  add('interest income holds only interest paid on loans', await strayInterest(db));
  for (const [invariant, rows] of await savingsInterest(db)) add(invariant, rows);

  const unposted = await sql`
    SELECT pay.id FROM payments pay
    WHERE pay.status IN ('Successful', 'Processing') AND pay.related_payment_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM postings p WHERE p.payment_id = pay.id)`.execute(db);
  add('every moving payment has postings', unposted.rows);

  // The day totals are maintained by triggers (`db/functions/21_payment_day_totals.sql`); the daily transfer limit and the
  // dashboard's month flows read them instead of the payments.
  const totals = await sql`SELECT * FROM payment_day_totals_drift()`.execute(db);
  add("each customer's day totals equal that day's payments", totals.rows);
  return violations;
}

/**
 * Postings on the bank's interest income account (`bank:interest_income`) that are not interest paid from a
 * customer's deposit account by a loan repayment, and the account itself if its derived balance is
 * below zero. Like fee income it is hot and stores no balance (a CHECK keeps it at 0), so this is
 * what there is to check.
 */
async function strayInterest(db: Db): Promise<unknown[]> {
  const rows = await sql`
    SELECT p.id::text AS id, p.code, pay.kind, d.kind AS debit_kind
    FROM ledger_accounts a
    JOIN postings p ON a.id IN (p.credit_account_id, p.debit_account_id)
    JOIN payments pay ON pay.id = p.payment_id
    JOIN ledger_accounts d ON d.id = p.debit_account_id
    WHERE a.kind = 'interest_income' AND a.user_id IS NULL
      AND (p.code <> 'interest' OR p.credit_account_id <> a.id OR pay.kind <> 'loan_repayment'
           OR d.kind NOT IN ('checking', 'savings'))
    UNION ALL
    SELECT a.id::text, 'balance', NULL, NULL FROM ledger_accounts a
    WHERE a.kind = 'interest_income' AND a.user_id IS NULL AND (
      SELECT coalesce(sum(CASE WHEN p.credit_account_id = a.id THEN p.amount_cents ELSE -p.amount_cents END), 0)
      FROM postings p WHERE a.id IN (p.credit_account_id, p.debit_account_id)) < 0`.execute(db);
  return rows.rows;
}

/** The interest-expense account's net debit (what it has paid out), from its postings. */
const EXPENSE_PAID = sql`
  (SELECT coalesce(sum(CASE WHEN p.debit_account_id = a.id THEN p.amount_cents ELSE -p.amount_cents END), 0)
   FROM postings p WHERE a.id IN (p.credit_account_id, p.debit_account_id))`;

/**
 * Savings interest (issue 49 part 1): the bank's interest expense pays only interest payments into
 * savings accounts and pots, and has paid exactly what the recorded postings say; each interest payment
 * is its month's accrual rounded once; each posting's accrual is the sum of its days; and each day's
 * accrual, posted or not, is its balance × rate ÷ 10 000 ÷ (365 or 366) in micro-cents.
 */
async function savingsInterest(db: Db): Promise<Array<[string, unknown[]]>> {
  const stray = await sql`
    SELECT p.id::text AS id, p.code, pay.kind, c.kind AS credit_kind
    FROM ledger_accounts a
    JOIN postings p ON a.id IN (p.credit_account_id, p.debit_account_id)
    JOIN payments pay ON pay.id = p.payment_id
    JOIN ledger_accounts c ON c.id = p.credit_account_id
    WHERE a.kind = 'interest_expense' AND a.user_id IS NULL
      AND (p.code <> 'interest' OR p.debit_account_id <> a.id OR pay.kind <> 'interest'
           OR c.kind NOT IN ('savings', 'pot') OR pay.account_id <> c.id)
    UNION ALL
    SELECT a.id::text, 'total', ${EXPENSE_PAID}::text, (SELECT coalesce(sum(amount_cents), 0) FROM interest_postings)::text
    FROM ledger_accounts a
    WHERE a.kind = 'interest_expense' AND a.user_id IS NULL
      AND ${EXPENSE_PAID} <> (SELECT coalesce(sum(amount_cents), 0) FROM interest_postings)`.execute(db);
  const payments = await sql`
    SELECT pay.id::text AS id, pay.amount_cents, ip.amount_cents AS posted_cents
    FROM payments pay LEFT JOIN interest_postings ip ON ip.payment_id = pay.id
    WHERE pay.kind = 'interest'
      AND (ip.id IS NULL OR ip.amount_cents <> pay.amount_cents OR ip.account_id <> pay.account_id
           OR pay.status <> 'Successful')
    UNION ALL
    SELECT ip.id::text, ip.amount_cents, ip.accrued_micro FROM interest_postings ip
    WHERE ip.amount_cents <> (ip.accrued_micro + 500000) / 1000000
       OR ip.accrued_micro <> (SELECT coalesce(sum(x.amount_micro), 0) FROM interest_accruals x
                               WHERE x.posting_id = ip.id)`.execute(db);
  const accruals = await sql`
    SELECT x.account_id, x.day::text AS day, x.amount_micro FROM interest_accruals x
    JOIN ledger_accounts a ON a.id = x.account_id
    WHERE a.kind NOT IN ('savings', 'pot')
       OR x.days_in_year <> CASE WHEN extract(year FROM x.day)::int % 4 = 0
              AND (extract(year FROM x.day)::int % 100 <> 0 OR extract(year FROM x.day)::int % 400 = 0)
            THEN 366 ELSE 365 END
       OR x.amount_micro <> round(x.balance_cents::numeric * x.rate_bp * 100 / x.days_in_year)::bigint
       OR (x.posting_id IS NULL AND EXISTS (
             SELECT 1 FROM interest_postings ip WHERE ip.account_id = x.account_id AND ip.last_day >= x.day))`.execute(
    db,
  );
  return [
    ['interest expense pays only savings interest, as posted', stray.rows],
    ["each interest payment is its month's accrual rounded once", payments.rows],
    ['accrued interest is balance × rate ÷ days of the year, and none is left behind', accruals.rows],
  ];
}
