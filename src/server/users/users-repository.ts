import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Db } from '../db/connection';
import { twoStepOf } from '../mfa/two-step-sql';

export type UserRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  role: 'admin' | 'customer';
  password_hash: string;
  disabled_at: Date | null;
  /** Closed (issue 49 part 6): sign-in answers that the account is closed. */
  closed_at: Date | null;
  awaiting_approval: boolean;
  /** An authenticator app or a passkey (`twoStepOf`). */
  two_step: boolean;
  /** Two-step by an authenticator app (else, when `two_step`, by a passkey only). */
  totp_on: boolean;
  /** "This wasn't me" was pressed and the password not reset since: sign-in is refused. */
  locked_down: boolean;
};

const USER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'phone',
  'role',
  'password_hash',
  'disabled_at',
  'closed_at',
  'awaiting_approval',
  twoStepOf('users').as('two_step'),
  sql<boolean>`users.totp_enabled_at IS NOT NULL`.as('totp_on'),
  sql<boolean>`users.locked_down_at IS NOT NULL`.as('locked_down'),
] as const;

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
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

export type ProfileRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  role: 'admin' | 'customer';
  avatar_name: string | null;
  checking_number: string | null;
  checking_cents: bigint;
  savings_cents: bigint;
  inflow_cents: bigint;
  outflow_cents: bigint;
  owed_cents: bigint;
  activities: { action: string; created_at: string; ip: string | null; user_agent: string | null }[];
};

/**
 * Everything the dashboard's profile shows, in one round trip. Each part is an index lookup whose cost
 * does not grow with the customer's history: balances are stored on the accounts, this month's flows are
 * at most 31 rows of `payment_day_totals`, and login activity is the newest `limit` rows.
 */
export async function profileRow(pool: pg.Pool, userId: string): Promise<ProfileRow | undefined> {
  // A named statement: PostgreSQL plans it once per connection instead of on every dashboard refresh.
  const result = await pool.query<ProfileRow>({ name: 'profile_row', text: PROFILE_SQL, values: [userId] });
  return result.rows[0];
}

const PROFILE_SQL = `
    SELECT u.id, u.first_name, u.last_name, u.email, u.phone, u.role, u.avatar_name,
      c.account_number AS checking_number,
      coalesce(c.balance_cents, 0)::bigint AS checking_cents,
      coalesce(s.balance_cents, 0)::bigint AS savings_cents,
      coalesce(f.inflow, 0)::bigint AS inflow_cents,
      coalesce(f.outflow, 0)::bigint AS outflow_cents,
      (SELECT coalesce(sum(l.outstanding_principal_cents), 0) FROM loans l
        WHERE l.user_id = u.id AND l.status = 'Approved')::bigint AS owed_cents,
      (SELECT coalesce(json_agg(a ORDER BY a.created_at DESC, a.id DESC), '[]') FROM (
         SELECT la.id, la.action, la.created_at, la.ip, la.user_agent FROM login_activities la
         WHERE la.user_id = u.id ORDER BY la.created_at DESC, la.id DESC LIMIT 50) a) AS activities
    FROM users u
    LEFT JOIN ledger_accounts c ON c.user_id = u.id AND c.kind = 'checking'
    LEFT JOIN ledger_accounts s ON s.user_id = u.id AND s.kind = 'savings'
    LEFT JOIN LATERAL (
      SELECT sum(t.inflow_cents) AS inflow, sum(t.outflow_cents) AS outflow FROM payment_day_totals t
      WHERE t.user_id = u.id AND t.day >= date_trunc('month', now() AT TIME ZONE 'UTC')::date) f ON true
    WHERE u.id = $1`;

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
