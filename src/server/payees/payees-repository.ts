import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/connection';
import type { PayeesTable } from '../db/schema-payees';
import { compactBankCode } from '../../shared/bank-formats';

export type PayeeRow = Selectable<PayeesTable>;
export type PayeeFields = Pick<
  PayeeRow,
  | 'type'
  | 'name'
  | 'nickname'
  | 'bank_name'
  | 'account_number'
  | 'routing_number'
  | 'bank_country'
  | 'account_type'
>;

const live = (db: Db, userId: string) =>
  db.selectFrom('payees').selectAll().where('user_id', '=', userId).where('removed_at', 'is', null);

export function payeesOf(db: Db, userId: string): Promise<PayeeRow[]> {
  return live(db, userId).orderBy('created_at', 'desc').orderBy('id').execute();
}

export function payeeOf(db: Db, userId: string, id: string): Promise<PayeeRow | undefined> {
  return live(db, userId).where('id', '=', id).executeTakeFirst();
}

export async function countPayees(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('payees')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertPayee(db: Db, userId: string, fields: PayeeFields): Promise<PayeeRow> {
  return db
    .insertInto('payees')
    .values({ user_id: userId, ...fields })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updatePayee(
  db: Db,
  userId: string,
  id: string,
  fields: PayeeFields,
): Promise<PayeeRow | undefined> {
  return db
    .updateTable('payees')
    .set({ ...fields, updated_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function removePayee(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('payees')
    .set({ removed_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The holder's name of a customer deposit account of this bank, by its number. */
export async function holderOfAccount(db: Db, accountNumber: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('ledger_accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['u.first_name', 'u.last_name'])
    .where('a.account_number', '=', accountNumber)
    .where('a.kind', 'in', ['checking', 'savings'])
    .executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}` : undefined;
}

/**
 * Counts a confirmation-of-payee answer other than a match against the same hourly allowance as
 * transfers to unknown accounts or wrong names (`post_payments`' counter on the user's row), under the
 * row's lock; answers false, counting nothing, once the allowance is spent.
 */
export async function takePayeeCheck(db: Db, userId: string, limitPerHour: number): Promise<boolean> {
  const { rows } = await sql<{ allowed: boolean }>`
    WITH cur AS (
      SELECT id, CASE WHEN payee_check_window_start IS NULL OR payee_check_window_start <= now() - interval '1 hour'
                      THEN 0 ELSE payee_check_failures END AS failures,
             CASE WHEN payee_check_window_start IS NULL OR payee_check_window_start <= now() - interval '1 hour'
                      THEN now() ELSE payee_check_window_start END AS window_start
        FROM users WHERE id = ${userId} FOR NO KEY UPDATE)
    UPDATE users u SET payee_check_failures = cur.failures + 1, payee_check_window_start = cur.window_start
      FROM cur WHERE u.id = cur.id AND cur.failures < ${limitPerHour}
    RETURNING true AS allowed`.execute(db);
  return rows.length > 0;
}

/**
 * The customer's first payee row for a bank account, removed ones included: the new-payee allowance is
 * the account's, counted on that row from the first time it was saved (issue 46 part 3), so neither typed
 * details nor removing and saving it again give a new one. Read through `payees_counterparty_idx`.
 */
export async function firstPayeeFor(
  db: Db,
  userId: string,
  bankName: string,
  accountNumber: string,
): Promise<{ id: string; created_at: Date; new_payee_spent_cents: string } | undefined> {
  const { rows } = await sql<{
    id: string;
    account_number: string;
    created_at: Date;
    new_payee_spent_cents: string;
  }>`SELECT id, account_number, created_at, new_payee_spent_cents::text FROM payees
    WHERE user_id = ${userId} AND lower(bank_name) = ${bankName.trim().toLowerCase()}
    ORDER BY created_at, id LIMIT 200`.execute(db);
  const wanted = compactBankCode(accountNumber);
  return rows.find((r) => compactBankCode(r.account_number) === wanted);
}
