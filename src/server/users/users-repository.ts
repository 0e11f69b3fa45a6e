import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connection';

export type UserRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  role: 'admin' | 'customer';
  password_hash: string;
  disabled_at: Date | null;
  awaiting_approval: boolean;
};

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'first_name',
      'last_name',
      'phone',
      'role',
      'password_hash',
      'disabled_at',
      'awaiting_approval',
    ])
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'first_name',
      'last_name',
      'phone',
      'role',
      'password_hash',
      'disabled_at',
      'awaiting_approval',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertUser(
  db: Db,
  u: {
    email: string;
    firstName: string;
    lastName: string;
    phone: string;
    role: 'admin' | 'customer';
    passwordHash: string;
    awaitingApproval?: boolean;
  },
): Promise<string> {
  const row = await db
    .insertInto('users')
    .values({
      email: u.email,
      first_name: u.firstName,
      last_name: u.lastName,
      phone: u.phone,
      role: u.role,
      password_hash: u.passwordHash,
      awaiting_approval: u.awaitingApproval ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A random 10-digit account number that does not start with 0. */
export function newAccountNumber(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}

/**
 * Opens the customer's Checking and Savings accounts. Numbers are random; a collision with an existing
 * number is retried inside a savepoint so the surrounding transaction survives it.
 */
export async function openDepositAccounts(db: Db, userId: string): Promise<void> {
  for (const [kind, name] of [
    ['checking', 'Checking'],
    ['savings', 'Savings'],
  ] as const) {
    for (let attempt = 0; ; attempt++) {
      const inserted = await sql<{ id: string }>`
        INSERT INTO ledger_accounts (user_id, kind, name, account_number)
        VALUES (${userId}, ${kind}, ${name}, ${newAccountNumber()})
        ON CONFLICT (account_number) DO NOTHING RETURNING id`.execute(db);
      if (inserted.rows.length === 1) break;
      if (attempt > 20) throw new Error('could not allocate an account number');
    }
  }
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function insertActivity(
  db: Db,
  a: { userId: string; action: string; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db
    .insertInto('login_activities')
    .values({ user_id: a.userId, action: a.action, ip: a.ip, user_agent: a.userAgent })
    .execute();
}

export function listActivities(db: Db, userId: string, limit = 50) {
  return db
    .selectFrom('login_activities')
    .select(['action', 'created_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export type AccountBalances = { checkingNumber: string; checkingCents: bigint; savingsCents: bigint };

export async function depositBalances(db: Db, userId: string): Promise<AccountBalances> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['kind', 'account_number', 'balance_cents'])
    .where('user_id', '=', userId)
    .where('kind', 'in', ['checking', 'savings'])
    .execute();
  const checking = rows.find((r) => r.kind === 'checking');
  const savings = rows.find((r) => r.kind === 'savings');
  return {
    checkingNumber: checking?.account_number ?? '',
    checkingCents: checking?.balance_cents ?? 0n,
    savingsCents: savings?.balance_cents ?? 0n,
  };
}

export type UserListRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: 'admin' | 'customer';
  disabled_at: Date | null;
  created_at: Date;
  seq: bigint;
  account_number: string | null;
  balance_cents: bigint | null;
};

/** One page of users, oldest first, searched by name, email or account number. */
export async function listUsers(
  db: Db,
  q: { search?: string; afterSeq?: bigint; limit: number },
): Promise<UserListRow[]> {
  let query = db
    .selectFrom('users as u')
    .leftJoin('ledger_accounts as a', (j) => j.onRef('a.user_id', '=', 'u.id').on('a.kind', '=', 'checking'))
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.role',
      'u.disabled_at',
      'u.created_at',
      'u.seq',
      'a.account_number',
      'a.balance_cents',
    ]);
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', like),
        eb(sql`u.first_name || ' ' || u.last_name`, 'ilike', like),
        eb('a.account_number', 'like', like),
        eb.exists(
          eb
            .selectFrom('ledger_accounts as s')
            .select('s.id')
            .whereRef('s.user_id', '=', 'u.id')
            .where('s.account_number', 'like', like),
        ),
      ]),
    );
  }
  if (q.afterSeq !== undefined) query = query.where('u.seq', '>', q.afterSeq);
  return query.orderBy('u.seq').limit(q.limit).execute() as Promise<UserListRow[]>;
}

/** Lifts (or keeps) the wait for a second administrator's approval of an invited administrator. */
export async function setAwaitingApproval(db: Db, userId: string, awaiting: boolean): Promise<void> {
  await db.updateTable('users').set({ awaiting_approval: awaiting }).where('id', '=', userId).execute();
}

export async function markDisabled(db: Db, userId: string, reason: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ disabled_at: new Date(), disabled_reason: reason, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}
