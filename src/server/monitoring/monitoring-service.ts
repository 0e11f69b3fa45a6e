import { formatCents } from '../../shared/money';
import { monitoringMessages as texts } from '../../shared/financial-crime-messages';
import type { MonitoringRules } from '../config/monitoring';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { alertExists, insertAlert, openCaseOf, type NewAlert } from './cases-repository';
import {
  advanceCursor,
  alertedSince,
  creditsPaidOut,
  dayAgainstHistory,
  isWatchedOut,
  lastOwnPaymentBefore,
  lockSweep,
  markChecked,
  payeeSavedAt,
  paymentsJustUnder,
  unswept,
  type Watched,
} from './rules-repository';

/*
 * Transaction monitoring (issue 50 part 2, docs/monitoring.md). A sweep job, never the transfer path,
 * reads the payments committed since its last run in order, runs the five rules on each payment a customer
 * sent, and raises an alert for each hit into the customer's open case.
 */

export type MonitoringDeps = { db: Db; rules: MonitoringRules; timeZone: string; now: () => Date };

/** Payments one batch transaction looks at; a run goes on batch after batch until none is left. */
const BATCH = 200;
const MAX_BATCHES = 50;
/** How long a payment waits before the cursor passes it (docs/monitoring.md, "The sweep"). */
export const SETTLE_MINUTES = 10;

/** One run of the sweep; answers what it did, for the jobs page. */
export async function sweepPayments(deps: MonitoringDeps): Promise<{ looked: number; alerts: number }> {
  let looked = 0;
  let alerts = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const batch = await inTransaction(deps.db, async (trx) => {
      await lockSweep(trx);
      const payments = await unswept(trx, BATCH);
      let raised = 0;
      for (const p of payments) {
        if (!isWatchedOut(p)) continue;
        for (const alert of await evaluate(trx, deps, p))
          if (await raiseAlert(trx, alert, deps.now())) raised++;
      }
      await markChecked(trx, payments);
      await advanceCursor(trx, SETTLE_MINUTES);
      return { n: payments.length, raised };
    });
    looked += batch.n;
    alerts += batch.raised;
    if (batch.n < BATCH) break;
  }
  return { looked, alerts };
}

/**
 * Puts an alert into the customer's open case (opened now if they have none); answers false, and
 * changes nothing, when the same alert was raised before.
 */
export async function raiseAlert(trx: Db, alert: NewAlert, now: Date): Promise<boolean> {
  if (await alertExists(trx, alert.rule, alert.dedupeKey)) return false;
  const opened = await openCaseOf(trx, alert.userId, now);
  return (await insertAlert(trx, opened.id, alert)) !== undefined;
}

/** A lockdown ("this wasn't me") opens a case too, in the lockdown's own transaction. */
export async function raiseLockdownAlert(trx: Db, userId: string, lockdownId: string, now: Date) {
  await raiseAlert(
    trx,
    {
      userId,
      rule: 'lockdown',
      dedupeKey: lockdownId,
      paymentId: null,
      lockdownId,
      triggeredAt: now,
      detail: texts.lockdown,
      paymentIds: [],
    },
    now,
  );
}

type Hit = Omit<NewAlert, 'userId' | 'paymentId' | 'triggeredAt'>;

/** Every rule on one payment out; each answers its hit or nothing. */
async function evaluate(trx: Db, deps: MonitoringDeps, p: Watched): Promise<NewAlert[]> {
  const hits = [
    await structuring(trx, deps.rules.structuring, p),
    await velocity(trx, deps, p),
    ...(await inThenOut(trx, deps.rules.inOut, p)),
    await newPayee(trx, deps.rules.newPayee, p),
    await dormant(trx, deps.rules.dormant, p),
  ];
  return hits
    .filter((h): h is Hit => h !== null)
    .map((h) => ({ ...h, userId: p.user_id, paymentId: p.id, triggeredAt: p.created_at }));
}

const DAY_MS = 86_400_000;

async function structuring(trx: Db, r: MonitoringRules['structuring'], p: Watched): Promise<Hit | null> {
  const low = r.limitCents - (r.limitCents * BigInt(r.bandPercent)) / 100n;
  if (p.amount_cents < low || p.amount_cents >= r.limitCents) return null;
  const ids = await paymentsJustUnder(trx, p.user_id, p.id, r.days, low, r.limitCents);
  if (ids.length < r.count) return null;
  // One alert per pattern: a further payment within the same window joins the case, not a new alert.
  const since = new Date(p.created_at.getTime() - r.days * DAY_MS);
  if (await alertedSince(trx, p.user_id, 'structuring', since)) return null;
  return {
    rule: 'structuring',
    dedupeKey: p.id,
    detail: texts.structuring(ids.length, r.days, formatCents(r.limitCents)),
    paymentIds: ids,
  };
}

async function velocity(trx: Db, deps: MonitoringDeps, p: Watched): Promise<Hit | null> {
  const r = deps.rules.velocity;
  const d = await dayAgainstHistory(trx, p.user_id, p.id, r.historyDays, deps.timeZone);
  if (d.todayCents < r.floorCents) return null;
  // today > multiple × (history / days), in whole cents: today × days > multiple × history.
  if (d.todayCents * BigInt(r.historyDays) <= BigInt(r.multiple) * d.historyCents) return null;
  return {
    rule: 'velocity',
    dedupeKey: `${p.user_id}:${d.day}`,
    detail: texts.velocity(
      formatCents(d.todayCents),
      formatCents(d.historyCents / BigInt(r.historyDays)),
      r.multiple,
    ),
    paymentIds: d.todayIds,
  };
}

async function inThenOut(trx: Db, r: MonitoringRules['inOut'], p: Watched): Promise<Hit[]> {
  const credits = await creditsPaidOut(trx, p.user_id, p.id, r.hours, r.floorCents);
  return credits
    .filter((c) => c.out_cents * 100n >= c.amount_cents * BigInt(r.percent))
    .map((c) => ({
      rule: 'in_out' as const,
      dedupeKey: c.id,
      detail: texts.inOut(formatCents(c.amount_cents), formatCents(c.out_cents), r.hours),
      paymentIds: [c.id, ...c.out_ids],
    }));
}

async function newPayee(trx: Db, r: MonitoringRules['newPayee'], p: Watched): Promise<Hit | null> {
  const { bankName, accountNumber } = p.counterparty;
  if (p.amount_cents < r.amountCents || !bankName || !accountNumber) return null;
  const saved = await payeeSavedAt(trx, p.user_id, bankName, accountNumber);
  if (!saved || p.created_at.getTime() - saved.getTime() >= r.days * DAY_MS) return null;
  return {
    rule: 'new_payee',
    dedupeKey: p.id,
    detail: texts.newPayee(formatCents(p.amount_cents), r.days),
    paymentIds: [p.id],
  };
}

async function dormant(trx: Db, r: MonitoringRules['dormant'], p: Watched): Promise<Hit | null> {
  if (p.amount_cents < r.amountCents) return null;
  const { last, since } = await lastOwnPaymentBefore(trx, p.user_id, p);
  const quietFrom = last ?? since;
  if (p.created_at.getTime() - quietFrom.getTime() < r.days * DAY_MS) return null;
  return {
    rule: 'dormant',
    dedupeKey: p.id,
    detail: texts.dormant(formatCents(p.amount_cents), r.days),
    paymentIds: [p.id],
  };
}
