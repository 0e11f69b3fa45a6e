import { sql } from 'kysely';
import type pg from 'pg';
import { centsToDollars } from '../../shared/money';
import type { Db } from '../db/connection';
import { listAccounts } from '../ledger/accounts-service';
import { notFound } from '../common/domain-error';
import { statement, type StatementQuery } from '../statement/statement-service';
import { findUserById } from '../users/users-repository';
import { isUuid } from '../common/ids';
import { activitiesOf, profileOf } from '../users/users-service';

/** The products shown on a customer's page, by table; a product whose table is not there shows empty. */
const PRODUCTS = {
  loans: 'loans',
  cardApplications: 'card_applications',
  cards: 'cards',
  deposits: 'cheque_deposits',
  kyc: 'kyc_submissions',
  tickets: 'tickets',
} as const;

/** One customer in full for the back office: the same profile and statement queries the customer uses. */
export async function customerDetail(
  { db, pool }: { db: Db; pool: pg.Pool },
  userId: string,
  q: StatementQuery,
) {
  if (!isUuid(userId)) throw notFound();
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  const [profile, accounts, transactions, activity, products, status] = await Promise.all([
    profileOf(pool, userId),
    listAccounts(db, userId),
    user.role === 'customer'
      ? statement(db, userId, q)
      : Promise.resolve({ transactions: [], nextCursor: null }),
    activitiesOf(db, userId),
    productsOf(db, userId),
    db
      .selectFrom('users')
      .select(['disabled_at', 'disabled_reason', 'created_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    profile,
    status: {
      disabled: status.disabled_at !== null,
      disabledReason: status.disabled_reason,
      createdAt: new Date(status.created_at).toISOString(),
    },
    accounts,
    statement: transactions,
    activity,
    ...products,
  };
}

async function productsOf(db: Db, userId: string) {
  const entries = await Promise.all(
    Object.entries(PRODUCTS).map(async ([key, table]) => [key, await rowsOf(db, table, userId)] as const),
  );
  return Object.fromEntries(entries) as Record<keyof typeof PRODUCTS, Record<string, unknown>[]>;
}

/** The user's rows of a product table, newest first, as camelCase JSON with cents shown as dollars. */
async function rowsOf(db: Db, table: string, userId: string): Promise<Record<string, unknown>[]> {
  const exists = await sql<{ ok: boolean }>`SELECT to_regclass(${table}) IS NOT NULL AS ok`.execute(db);
  if (!exists.rows[0]?.ok) return [];
  const rows = await sql<Record<string, unknown>>`
    SELECT * FROM ${sql.table(table)} WHERE user_id = ${userId} ORDER BY created_at DESC LIMIT 50`.execute(
    db,
  );
  return rows.rows.map(toJson);
}

function toJson(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'user_id' || key === 'seq' || /_(name|sha256|hmac|hash)$/.test(key)) continue;
    const camel = key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
    if (key === 'id') out._id = value;
    else if (key.endsWith('_cents') && typeof value === 'bigint')
      out[camel.replace(/Cents$/, '')] = centsToDollars(value);
    else if (value instanceof Date) out[camel] = value.toISOString();
    else if (typeof value === 'bigint') out[camel] = Number(value);
    else out[camel] = value;
  }
  return out;
}
