import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { PIN } from '../test/money-helpers';
import { verifiedCustomer } from '../test/kyc-helpers';

/** Helpers shared by the cards test files. */

/** A verified customer with a PIN and `amount` dollars in Checking. */
export const fundedCustomer = (app: FastifyInstance, adminAuth: Record<string, string>, amount = 1000) =>
  verifiedCustomer(app, adminAuth, amount);

export function apply(
  app: FastifyInstance,
  auth: Record<string, string>,
  body: Record<string, unknown> = { account: 'Checking Account', pincode: PIN },
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/cards/applications',
    headers: { ...auth, ...headers },
    payload: body,
  });
}

/** Fee income's balance, derived from its postings as the ledger does for the bank's hot accounts. */
export async function feeIncomeCents(db: Db): Promise<bigint> {
  const result = await sql<{ total: bigint }>`
    SELECT coalesce(sum(CASE WHEN p.credit_account_id = a.id THEN p.amount_cents ELSE -p.amount_cents END), 0)::bigint AS total
    FROM ledger_accounts a JOIN postings p ON a.id IN (p.credit_account_id, p.debit_account_id)
    WHERE a.kind = 'fee_income' AND a.user_id IS NULL`.execute(db);
  return result.rows[0]!.total;
}

export async function countRows(db: Db, userId: string) {
  const [applications, payments] = await Promise.all([
    db
      .selectFrom('card_applications')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('kind', '=', 'card_fee')
      .executeTakeFirstOrThrow(),
  ]);
  return { applications: Number(applications.n), payments: Number(payments.n) };
}

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const EMAILS = /[^\s"@]+@[^\s"@]+/g;

/**
 * True when a response body could carry a card number: a run of 12 or more digits, or four groups of
 * four. Ids and emails are removed first: a uuid's last group may happen to be all digits, and the
 * test customers' emails carry a timestamp.
 */
export function looksLikeCardNumber(body: string): boolean {
  const text = body.replace(UUIDS, '').replace(EMAILS, '');
  return /\d{12,}/.test(text) || /\d{4}[ -]\d{4}[ -]\d{4}/.test(text);
}
