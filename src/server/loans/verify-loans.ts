import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { LedgerViolation } from '../ledger/verify-ledger';

/**
 * The loans' own invariants, beside the ledger's (verify-ledger.ts): every paid-out loan has one
 * Successful disbursement of exactly its amount, what is owed equals the amount less the principal part of
 * its repayments, each repayment's interest was posted as recorded, and the loan book's balance (derived
 * from postings) is exactly minus everything still owed.
 */
export async function verifyLoans(db: Db): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];
  const add = (invariant: string, rows: unknown[]) =>
    rows.forEach((detail) => violations.push({ invariant, detail }));

  const disbursed = await sql`
    SELECT l.id FROM loans l LEFT JOIN payments p ON p.id = l.disbursement_payment_id
    WHERE l.status IN ('Approved', 'Repaid')
      AND (p.id IS NULL OR p.amount_cents <> l.amount_cents OR p.status <> 'Successful'
           OR p.kind <> 'loan_disbursement' OR p.account_id <> l.account_id)`.execute(db);
  add('a paid-out loan has its disbursement', disbursed.rows);

  const owed = await sql`
    SELECT l.id, l.amount_cents, l.outstanding_principal_cents,
           coalesce(sum(r.amount_cents - r.interest_cents), 0) AS repaid
    FROM loans l LEFT JOIN loan_repayments r ON r.loan_id = l.id
    WHERE l.status IN ('Approved', 'Repaid')
    GROUP BY l.id
    HAVING l.amount_cents - coalesce(sum(r.amount_cents - r.interest_cents), 0) <> l.outstanding_principal_cents`.execute(
    db,
  );
  add('outstanding principal equals the amount less the principal repaid', owed.rows);

  const split = await sql`
    SELECT r.payment_id, r.interest_cents,
      (SELECT coalesce(sum(p.amount_cents), 0) FROM postings p
         WHERE p.payment_id = r.payment_id AND p.code = 'interest')::bigint AS posted
    FROM loan_repayments r
    WHERE r.interest_cents <> (SELECT coalesce(sum(p.amount_cents), 0) FROM postings p
                               WHERE p.payment_id = r.payment_id AND p.code = 'interest')`.execute(db);
  add("a repayment's interest posting equals the interest it recorded", split.rows);

  const book = await sql<{ derived: bigint; owed: bigint }>`
    SELECT
      (SELECT coalesce(sum(CASE WHEN p.credit_account_id = a.id THEN p.amount_cents ELSE -p.amount_cents END), 0)
         FROM postings p WHERE a.id IN (p.credit_account_id, p.debit_account_id))::bigint AS derived,
      (SELECT coalesce(sum(outstanding_principal_cents), 0) FROM loans WHERE status = 'Approved')::bigint AS owed
    FROM ledger_accounts a WHERE a.kind = 'loan_book' AND a.user_id IS NULL`.execute(db);
  const b = book.rows[0];
  if (b && b.derived !== -b.owed) add('the loan book holds minus what is owed', [b]);
  return violations;
}
