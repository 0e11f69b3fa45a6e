import { randomBytes } from 'node:crypto';
import { centsToDollars, formatCents } from '../../shared/money';
import { messages } from '../../shared/messages';
import type { AlertSettings } from '../../shared/schemas/alerts';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { enqueueMail } from '../mail/mail-jobs';
import { notify } from '../notifications/notifications-repository';
import { findUserById } from '../users/users-repository';
import { mailNewSignIn } from '../lockdown/lockdown-service';
import { sha256 } from '../common/sha256';
import {
  alertPayments,
  claimEvent,
  lowBalanceState,
  markLowBalance,
  noteBrowser,
  saveSettings,
  settingsOf,
  type AlertKind,
} from './alerts-repository';

export const PAYMENT_ALERTS_TASK = 'payment_alerts';

const dollarsOrNull = (cents: string | null) => (cents === null ? null : centsToDollars(BigInt(cents)));

export async function alertSettingsOf(db: Db, userId: string): Promise<AlertSettings> {
  const s = await settingsOf(db, userId);
  return {
    lowBalance: dollarsOrNull(s?.low_balance_cents ?? null),
    paymentOutAbove: dollarsOrNull(s?.payment_out_above_cents ?? null),
    moneyIn: s?.money_in ?? false,
    newSignIn: s?.new_sign_in ?? false,
  };
}

export async function setAlertSettings(
  db: Db,
  userId: string,
  body: { lowBalance: bigint | null; paymentOutAbove: bigint | null; moneyIn: boolean; newSignIn: boolean },
): Promise<AlertSettings> {
  await saveSettings(db, userId, body);
  return alertSettingsOf(db, userId);
}

type Recipient = { userId: string; email: string; firstName: string };

/** Raises one alert once: the bell now and a mail through the queue, both in the caller's transaction. */
async function raise(
  trx: Db,
  to: Recipient,
  kind: AlertKind,
  key: string,
  text: { title: string; body: string },
  opts: { mail: boolean } = { mail: true },
) {
  if (!(await claimEvent(trx, to.userId, kind, key))) return;
  await notify(trx, to.userId, {
    kind: `alert_${kind}`,
    title: text.title,
    body: text.body,
    link: '/Alerts',
  });
  // The new sign-in's mail is the security mail, sent whatever the alerts.
  if (!opts.mail) return;
  await enqueueMail(trx, {
    to: to.email,
    subject: `Vault Bank alert: ${text.title}`,
    text: `Hello ${to.firstName},\n\n${text.body}\n\nYou can change your alerts under My Account, Alerts.\n\nVault Bank`,
  });
}

/**
 * The job a payment of a customer with alerts queues (the trigger of `db/functions/23_payment_alerts.sql`): money out above their
 * amount, any money in, and their Checking balance crossing below their threshold, each raised once.
 */
export async function paymentAlerts(db: Db, paymentIds: string[]): Promise<void> {
  await inTransaction(db, async (trx) => {
    const payments = await alertPayments(trx, paymentIds);
    for (const p of payments) {
      const to = { userId: p.user_id, email: p.email, firstName: p.first_name };
      const amount = BigInt(p.amount_cents);
      const above = p.payment_out_above_cents === null ? null : BigInt(p.payment_out_above_cents);
      if (p.type === 'withdrawal' && p.status !== 'Failed' && above !== null && amount > above) {
        await raise(
          trx,
          to,
          'payment_out',
          p.id,
          messages.alerts.paymentOut(formatCents(amount), p.description, p.reference),
        );
      }
      if (p.type === 'deposit' && p.status === 'Successful' && p.money_in) {
        await raise(
          trx,
          to,
          'money_in',
          p.id,
          messages.alerts.moneyIn(formatCents(amount), p.description, p.reference),
        );
      }
    }
    for (const userId of new Set(payments.map((p) => p.user_id))) await checkLowBalance(trx, userId);
  });
}

/** Once below the threshold the alert is raised; it is raised again only after the balance came back up. */
async function checkLowBalance(trx: Db, userId: string): Promise<void> {
  const state = await lowBalanceState(trx, userId);
  if (!state) return;
  const below = BigInt(state.balance) < BigInt(state.threshold);
  if (below && !state.alerted) {
    await markLowBalance(trx, userId, true);
    const to = { userId, email: state.email, firstName: state.first_name };
    const text = messages.alerts.lowBalance(
      formatCents(BigInt(state.balance)),
      formatCents(BigInt(state.threshold)),
    );
    await raise(trx, to, 'low_balance', new Date().toISOString(), text);
  } else if (!below && state.alerted) {
    await markLowBalance(trx, userId, false);
  }
}

export const BROWSER_COOKIE = 'vb_browser';

/**
 * A sign-in's browser, known by a random id in an HttpOnly cookie (made at its first sign-in). A browser
 * the customer has not signed in from before, when they have from others, raises the new sign-in alert
 * if they asked for it. Answers the id for the cookie.
 */
export async function noteSignInBrowser(
  db: Db,
  userId: string,
  browserId: string | undefined,
  ctx: { ip: string | null; userAgent: string | null },
  origin: string,
): Promise<string> {
  const id = browserId && /^[0-9a-f]{32}$/.test(browserId) ? browserId : randomBytes(16).toString('hex');
  const hash = sha256(id);
  await inTransaction(db, async (trx) => {
    if (!(await noteBrowser(trx, userId, hash))) return;
    const found = await findUserById(trx, userId);
    if (!found) return;
    // Always: the security mail with when, where from and the single-use "This wasn't me" link (issue 15).
    await mailNewSignIn(trx, { id: userId, email: found.email }, origin, ctx);
    if (!(await settingsOf(trx, userId))?.new_sign_in) return;
    const user = { userId, email: found.email, firstName: found.first_name };
    const text = messages.alerts.newSignIn(
      new Date().toISOString(),
      ctx.ip ?? 'unknown',
      ctx.userAgent ?? 'unknown',
    );
    await raise(trx, user, 'new_sign_in', hash.toString('hex'), text, { mail: false });
  });
  return id;
}
