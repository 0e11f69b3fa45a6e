import { sql } from 'kysely';
import type { Db } from '../db/connection';

export type SettingsRow = {
  user_id: string;
  low_balance_cents: string | null;
  payment_out_above_cents: string | null;
  money_in: boolean;
  new_sign_in: boolean;
  low_balance_alerted: boolean;
};

export type AlertKind = 'low_balance' | 'payment_out' | 'money_in' | 'new_sign_in';

export async function settingsOf(db: Db, userId: string): Promise<SettingsRow | undefined> {
  const { rows } =
    await sql<SettingsRow>`SELECT user_id, low_balance_cents::text, payment_out_above_cents::text,
      money_in, new_sign_in, low_balance_alerted FROM alert_settings WHERE user_id = ${userId}`.execute(db);
  return rows[0];
}

export async function saveSettings(
  db: Db,
  userId: string,
  s: { lowBalance: bigint | null; paymentOutAbove: bigint | null; moneyIn: boolean; newSignIn: boolean },
): Promise<void> {
  const low = s.lowBalance?.toString() ?? null;
  const out = s.paymentOutAbove?.toString() ?? null;
  await sql`INSERT INTO alert_settings (user_id, low_balance_cents, payment_out_above_cents, money_in, new_sign_in)
    VALUES (${userId}, ${low}::bigint, ${out}::bigint, ${s.moneyIn}, ${s.newSignIn})
    ON CONFLICT (user_id) DO UPDATE SET low_balance_cents = EXCLUDED.low_balance_cents,
      payment_out_above_cents = EXCLUDED.payment_out_above_cents, money_in = EXCLUDED.money_in,
      new_sign_in = EXCLUDED.new_sign_in, updated_at = now(),
      low_balance_alerted = alert_settings.low_balance_alerted
        AND alert_settings.low_balance_cents IS NOT DISTINCT FROM EXCLUDED.low_balance_cents`.execute(db);
}

/** Claims an event for its alert: true the first time only, so an alert is raised once whatever retries. */
export async function claimEvent(db: Db, userId: string, kind: AlertKind, key: string): Promise<boolean> {
  const { rows } =
    await sql`INSERT INTO alert_events (user_id, kind, event_key) VALUES (${userId}, ${kind}, ${key})
    ON CONFLICT DO NOTHING RETURNING 1`.execute(db);
  return rows.length > 0;
}

export type AlertPayment = {
  id: string;
  user_id: string;
  type: 'deposit' | 'withdrawal';
  status: string;
  amount_cents: string;
  description: string;
  reference: string;
  email: string;
  first_name: string;
} & Pick<SettingsRow, 'payment_out_above_cents' | 'money_in'>;

export async function alertPayments(db: Db, ids: string[]): Promise<AlertPayment[]> {
  const { rows } = await sql<AlertPayment>`
    SELECT p.id, p.user_id, p.type, p.status, p.amount_cents::text, p.description, p.reference, u.email, u.first_name,
      s.payment_out_above_cents::text, s.money_in
    FROM payments p JOIN alert_settings s ON s.user_id = p.user_id JOIN users u ON u.id = p.user_id
    WHERE p.id = ANY(${ids}::uuid[])`.execute(db);
  return rows;
}

/** The user's Checking balance against their low-balance threshold, the settings row locked. */
export async function lowBalanceState(db: Db, userId: string) {
  const { rows } = await sql<{
    threshold: string;
    balance: string;
    alerted: boolean;
    email: string;
    first_name: string;
  }>`
    SELECT s.low_balance_cents::text AS threshold, a.balance_cents::text AS balance, s.low_balance_alerted AS alerted,
      u.email, u.first_name
    FROM alert_settings s JOIN ledger_accounts a ON a.user_id = s.user_id AND a.kind = 'checking'
    JOIN users u ON u.id = s.user_id
    WHERE s.user_id = ${userId} AND s.low_balance_cents IS NOT NULL FOR UPDATE OF s`.execute(db);
  return rows[0];
}

export async function markLowBalance(db: Db, userId: string, alerted: boolean): Promise<void> {
  await sql`UPDATE alert_settings SET low_balance_alerted = ${alerted} WHERE user_id = ${userId}`.execute(db);
}

/** Records a sign-in's browser; true when this user has signed in from others before but never this one. */
export async function noteBrowser(db: Db, userId: string, browserHash: Buffer): Promise<boolean> {
  const { rows } = await sql<{ inserted: boolean; others: boolean }>`
    WITH others AS (SELECT EXISTS (SELECT 1 FROM known_browsers WHERE user_id = ${userId} AND browser_hash <> ${browserHash}) AS others),
    upsert AS (INSERT INTO known_browsers (user_id, browser_hash) VALUES (${userId}, ${browserHash})
      ON CONFLICT (user_id, browser_hash) DO UPDATE SET last_seen_at = now() RETURNING (xmax = 0) AS inserted)
    SELECT upsert.inserted, others.others FROM upsert, others`.execute(db);
  return Boolean(rows[0]?.inserted && rows[0].others);
}

/** Whether this user has signed in from the browser of this hash before (issue 46 part 6). */
export async function isKnownBrowser(db: Db, userId: string, browserHash: Buffer): Promise<boolean> {
  const { rows } = await sql`
    SELECT 1 FROM known_browsers WHERE user_id = ${userId} AND browser_hash = ${browserHash}`.execute(db);
  return rows.length > 0;
}
