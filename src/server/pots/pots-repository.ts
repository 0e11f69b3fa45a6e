import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { newAccountNumber } from '../users/users-repository';

/** A pot as its ledger row and its own row (migration 081) describe it; days as `YYYY-MM-DD` text. */
export type PotRow = {
  account_id: string;
  name: string;
  account_number: string;
  balance_cents: bigint;
  goal_cents: bigint | null;
  goal_date: string | null;
  locked_until: string | null;
  created_at: Date;
  closed_at: Date | null;
};

const potColumns = sql`p.account_id, a.name, a.account_number, a.balance_cents, p.goal_cents,
  p.goal_date::text AS goal_date, p.locked_until::text AS locked_until, p.created_at, p.closed_at`;

/** The customer's open pots, oldest first. */
export async function openPots(db: Db, userId: string): Promise<PotRow[]> {
  const { rows } = await sql<PotRow>`
    SELECT ${potColumns} FROM savings_pots p JOIN ledger_accounts a ON a.id = p.account_id
    WHERE p.user_id = ${userId} AND p.closed_at IS NULL
    ORDER BY p.created_at, p.account_id`.execute(db);
  return rows;
}

/** One of the customer's pots, open or closed; another customer's id is as unknown as a made-up one. */
export async function potOf(db: Db, userId: string, accountId: string): Promise<PotRow | undefined> {
  const { rows } = await sql<PotRow>`
    SELECT ${potColumns} FROM savings_pots p JOIN ledger_accounts a ON a.id = p.account_id
    WHERE p.user_id = ${userId} AND p.account_id = ${accountId}`.execute(db);
  return rows[0];
}

/**
 * Locks the customer's users row: opening, moving and closing of one customer's pots take turns on it (the
 * limit of 10 counts under it; a pot cannot close while money moves out of it). Users before accounts, as
 * `post_payments` locks them, so this never waits in a cycle with a payment.
 */
export async function lockCustomer(db: Db, userId: string): Promise<void> {
  await sql`SELECT 1 FROM users WHERE id = ${userId} FOR NO KEY UPDATE`.execute(db);
}

export async function countOpenPots(db: Db, userId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM savings_pots WHERE user_id = ${userId} AND closed_at IS NULL`.execute(db);
  return rows[0]!.n;
}

export type NewPot = { name: string; goalCents?: bigint; goalDate?: string; lockedUntil?: string };

/** Opens the pot's ledger account (a random number, retried on a collision) and its own row. */
export async function insertPot(db: Db, userId: string, pot: NewPot): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const inserted = await sql<{ id: string }>`
      INSERT INTO ledger_accounts (user_id, kind, name, account_number)
      VALUES (${userId}, 'pot', ${pot.name}, ${newAccountNumber()})
      ON CONFLICT (account_number) DO NOTHING RETURNING id`.execute(db);
    const id = inserted.rows[0]?.id;
    if (id) {
      await sql`
        INSERT INTO savings_pots (account_id, user_id, goal_cents, goal_date, locked_until)
        VALUES (${id}, ${userId}, ${pot.goalCents?.toString() ?? null}::bigint, ${pot.goalDate ?? null}::date,
                ${pot.lockedUntil ?? null}::date)`.execute(db);
      return id;
    }
    if (attempt > 20) throw new Error('could not allocate an account number');
  }
}

/** The pot's ledger balance, read under a row lock (a closing sweeps exactly what is there). */
export async function lockedBalance(db: Db, accountId: string): Promise<bigint> {
  const { rows } = await sql<{ balance_cents: bigint }>`
    SELECT balance_cents FROM ledger_accounts WHERE id = ${accountId} FOR NO KEY UPDATE`.execute(db);
  return rows[0]!.balance_cents;
}

export async function markClosed(db: Db, accountId: string, at: Date): Promise<void> {
  await sql`UPDATE savings_pots SET closed_at = ${at} WHERE account_id = ${accountId}`.execute(db);
}

export type PotChanges = {
  name?: string;
  goalCents?: bigint | null;
  goalDate?: string | null;
  lockedUntil?: string | null;
};

/** Writes what changed: the name on the pot's ledger account, the rest on its own row. */
export async function updatePot(db: Db, accountId: string, c: PotChanges): Promise<void> {
  if (c.name !== undefined) {
    await sql`UPDATE ledger_accounts SET name = ${c.name} WHERE id = ${accountId}`.execute(db);
  }
  const keep = (v: unknown) => v === undefined;
  await sql`
    UPDATE savings_pots SET
      goal_cents = CASE WHEN ${keep(c.goalCents)} THEN goal_cents ELSE ${c.goalCents?.toString() ?? null}::bigint END,
      goal_date = CASE WHEN ${keep(c.goalDate)} THEN goal_date ELSE ${c.goalDate ?? null}::date END,
      locked_until = CASE WHEN ${keep(c.lockedUntil)} THEN locked_until ELSE ${c.lockedUntil ?? null}::date END
    WHERE account_id = ${accountId}`.execute(db);
}
