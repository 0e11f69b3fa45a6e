import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { monitoringMessages } from '../../shared/financial-crime-messages';
import { verifyLedger } from '../ledger/verify-ledger';
import { newPaymentId, newReference, postAccepted } from '../ledger/post-payment';
import { accountsOf, adminSession } from '../test/money-helpers';
import { customer, eventually, useTestApp } from '../test/test-app';
import { sweepPayments } from './monitoring-service';

/*
 * The five monitoring rules (issue 50 part 2, docs/monitoring.md), each firing and not firing, on payments
 * posted through the ledger and dated back where a rule looks at time. The sweep is the job's own function,
 * run when a test calls it; its clock (when a case opens) is the test's.
 */

const clock = new Date();
const t = useTestApp({}, undefined, { now: () => clock });
const sweep = () =>
  sweepPayments({ db: t.db, rules: t.config.monitoring, timeZone: 'UTC', now: () => clock });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

type Person = { userId: string; accountId: string; auth: Record<string, string> };

async function person(fundCents = 50_000_000n): Promise<Person> {
  const c = await customer(t.app);
  const { checking } = await accountsOf(t.app, c.auth);
  const p = { userId: c.userId, accountId: checking._id, auth: c.auth };
  // Funded long before anything the rules look at.
  await move(p, 'deposit', 'bank_credit', fundCents, ago(400 * DAY));
  return p;
}

/** A payment of the customer through the ledger, dated `at`: out to another bank, or in. */
async function move(
  p: Person,
  type: 'deposit' | 'withdrawal',
  kind: string,
  cents: bigint,
  at?: Date,
  counterparty: Record<string, string> = {
    bankName: 'Elsewhere',
    accountNumber: '123456789',
    accountName: 'Zed',
  },
): Promise<string> {
  const id = newPaymentId();
  const out = type === 'withdrawal';
  await postAccepted(t.db, {
    userId: p.userId,
    payments: [
      {
        id,
        reference: newReference(),
        userId: p.userId,
        accountId: p.accountId,
        type,
        kind,
        description: kind,
        amountCents: cents,
        status: out ? 'Processing' : 'Successful',
        counterparty,
      },
    ],
    postings: [
      {
        paymentId: id,
        debit: out ? p.accountId : 'bank:funding',
        credit: out ? 'bank:outgoing_clearing' : p.accountId,
        amountCents: cents,
        code: 'principal',
      },
    ],
  });
  if (at) await sql`UPDATE payments SET created_at = ${at} WHERE id = ${id}`.execute(t.db);
  return id;
}

const send = (p: Person, dollars: number, at?: Date, to?: Record<string, string>) =>
  move(p, 'withdrawal', 'local_transfer', BigInt(dollars * 100), at, to);

/** The rules that raised an alert on this payment. */
async function rulesOn(paymentId: string): Promise<string[]> {
  const { rows } = await sql<{
    rule: string;
  }>`SELECT rule FROM monitoring_alerts WHERE payment_id = ${paymentId}
    ORDER BY rule`.execute(t.db);
  return rows.map((r) => r.rule);
}

async function alertsOf(userId: string) {
  const { rows } = await sql<{ rule: string; case_id: string; payments: string[] }>`
    SELECT a.rule, a.case_id,
      coalesce((SELECT array_agg(payment_id) FROM monitoring_alert_payments WHERE alert_id = a.id), '{}') AS payments
    FROM monitoring_alerts a WHERE a.user_id = ${userId} ORDER BY a.seq`.execute(t.db);
  return rows;
}

describe('structuring', () => {
  it('fires on three payments out just under the limit within three days, attaching all three', async () => {
    const p = await person();
    const a = await send(p, 9_500, ago(2 * DAY));
    const b = await send(p, 9_200, ago(1 * DAY));
    const c = await send(p, 9_999, ago(HOUR));
    await sweep();
    expect(await rulesOn(a)).not.toContain('structuring');
    expect(await rulesOn(c)).toContain('structuring');
    const alert = (await alertsOf(p.userId)).find((x) => x.rule === 'structuring')!;
    expect(alert.payments.sort()).toEqual([a, b, c].sort());
    // A fourth within the window joins the case without a second structuring alert.
    const d = await send(p, 9_600, ago(HOUR / 2));
    await sweep();
    expect(await rulesOn(d)).not.toContain('structuring');
  });

  it('does not fire below the band, at the limit itself, or spread over more than three days', async () => {
    const p = await person();
    await send(p, 9_500, ago(2 * DAY));
    await send(p, 8_900, ago(DAY)); // 11 % under: not just under
    const atLimit = await send(p, 10_000, ago(HOUR));
    const q = await person();
    await send(q, 9_500, ago(5 * DAY));
    await send(q, 9_500, ago(2 * DAY));
    const last = await send(q, 9_500, ago(HOUR));
    await sweep();
    expect(await rulesOn(atLimit)).not.toContain('structuring');
    expect(await rulesOn(last)).not.toContain('structuring');
    expect((await alertsOf(p.userId)).map((x) => x.rule)).not.toContain('structuring');
  });
});

describe('velocity against the customer’s own history', () => {
  it('fires when the day’s payments out pass five times the 90-day daily average, and not before', async () => {
    const p = await person();
    // 30 days of $4,000: $120,000 over 90 days is $1,333.33 a day, so the bar is $6,666.67.
    for (let d = 1; d <= 30; d++) await send(p, 4_000, ago(d * DAY + 2 * HOUR));
    const first = await send(p, 6_000, ago(2 * HOUR));
    await sweep();
    expect(await rulesOn(first)).toEqual([]);
    const second = await send(p, 1_000, ago(HOUR));
    await sweep();
    expect(await rulesOn(second)).toEqual(['velocity']);
    const alert = (await alertsOf(p.userId)).find((x) => x.rule === 'velocity')!;
    expect(alert.payments.sort()).toEqual([first, second].sort());
  });

  it('does not fire under the floor, however new the customer', async () => {
    const p = await person();
    const small = await send(p, 4_999, ago(HOUR));
    await sweep();
    expect(await rulesOn(small)).toEqual([]);
  });
});

describe('money in then straight out', () => {
  it('fires when 80 % of a credit leaves within 24 hours, attaching the credit and the payments', async () => {
    const p = await person();
    const credit = await move(p, 'deposit', 'incoming_transfer', 500_000n, ago(5 * HOUR));
    const a = await send(p, 2_000, ago(3 * HOUR));
    const b = await send(p, 2_100, ago(HOUR));
    await sweep();
    expect(await rulesOn(a)).toEqual([]);
    expect(await rulesOn(b)).toEqual(['in_out']);
    const alert = (await alertsOf(p.userId)).find((x) => x.rule === 'in_out')!;
    expect(alert.payments.sort()).toEqual([credit, a, b].sort());
  });

  it('does not fire under 80 %, after 24 hours, or for a credit under the floor', async () => {
    const p = await person();
    await move(p, 'deposit', 'incoming_transfer', 500_000n, ago(5 * HOUR));
    const part = await send(p, 3_000, ago(HOUR));
    const q = await person();
    await move(q, 'deposit', 'incoming_transfer', 500_000n, ago(30 * HOUR));
    const late = await send(q, 4_900, ago(HOUR));
    const r = await person();
    await move(r, 'deposit', 'incoming_transfer', 150_000n, ago(5 * HOUR));
    const whole = await send(r, 1_500, ago(HOUR));
    await sweep();
    expect(await rulesOn(part)).toEqual([]);
    expect(await rulesOn(late)).toEqual([]);
    expect(await rulesOn(whole)).toEqual([]);
  });
});

describe('a new payee receiving a large amount', () => {
  const to = { bankName: 'Other Bank', accountNumber: '555000111', accountName: 'Nina New' };
  const savePayee = (p: Person, at: Date) =>
    sql`INSERT INTO payees (user_id, type, name, bank_name, account_number, created_at)
      VALUES (${p.userId}, 'local', 'Nina New', ${to.bankName}, ${to.accountNumber}, ${at})`.execute(t.db);

  it('fires on $5,000 or more to a payee saved within 7 days', async () => {
    const p = await person();
    await savePayee(p, ago(2 * DAY));
    const paid = await send(p, 4_900, ago(HOUR), { ...to, bankName: 'OTHER BANK' });
    const big = await send(p, 5_000, ago(HOUR / 2), to);
    await sweep();
    expect(await rulesOn(paid)).toEqual([]);
    expect(await rulesOn(big)).toContain('new_payee');
  });

  it('does not fire for a payee saved 7 days or more before, or a destination never saved', async () => {
    const p = await person();
    await savePayee(p, ago(8 * DAY));
    const old = await send(p, 5_000, ago(HOUR), to);
    const unsaved = await send(p, 5_000, ago(HOUR / 2));
    await sweep();
    expect(await rulesOn(old)).not.toContain('new_payee');
    expect(await rulesOn(unsaved)).not.toContain('new_payee');
  });
});

describe('a dormant account waking up', () => {
  it('fires on a large payment after 180 days without a payment of the customer’s own', async () => {
    const p = await person();
    await sql`UPDATE users SET created_at = ${ago(500 * DAY)} WHERE id = ${p.userId}`.execute(t.db);
    await send(p, 100, ago(200 * DAY));
    const woke = await send(p, 5_000, ago(HOUR));
    await sweep();
    expect(await rulesOn(woke)).toContain('dormant');
  });

  it('does not fire after a recent payment, for a small payment, or for a customer younger than 180 days', async () => {
    const p = await person();
    await sql`UPDATE users SET created_at = ${ago(500 * DAY)} WHERE id = ${p.userId}`.execute(t.db);
    const small = await send(p, 4_999, ago(2 * HOUR));
    const recent = await send(p, 5_000, ago(HOUR));
    const young = await person();
    const first = await send(young, 5_000, ago(HOUR));
    await sweep();
    expect(await rulesOn(small)).toEqual([]);
    expect(await rulesOn(recent)).not.toContain('dormant');
    expect(await rulesOn(first)).not.toContain('dormant');
  });
});

describe('the sweep', () => {
  it('looks at each payment once, groups a customer’s alerts in one open case, and leaves the ledger whole', async () => {
    const p = await person();
    await send(p, 9_500, ago(2 * DAY));
    await send(p, 9_500, ago(DAY));
    const c = await send(p, 9_500, ago(HOUR));
    await sweep();
    const again = await sweep();
    expect(again.alerts).toBe(0);
    const alerts = await alertsOf(p.userId);
    // Structuring, and velocity on each of the three days (no history before them).
    expect(alerts.map((a) => a.rule).sort()).toEqual(['structuring', 'velocity', 'velocity', 'velocity']);
    expect(new Set(alerts.map((a) => a.case_id)).size).toBe(1);
    expect(await rulesOn(c)).toEqual(['structuring', 'velocity']);
    const cursor = await sql<{ last_seq: bigint }>`SELECT last_seq FROM monitoring_sweep`.execute(t.db);
    const maxSeq = await sql<{ m: bigint }>`SELECT max(seq) AS m FROM payments WHERE id = ${c}`.execute(t.db);
    // Dated back beyond the settling time, the payments are behind the cursor and no longer marked.
    expect(cursor.rows[0]!.last_seq >= maxSeq.rows[0]!.m).toBe(true);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('does not pass a payment made in the last minutes until it has been looked at, nor skip it', async () => {
    const p = await person();
    const fresh = await send(p, 9_999);
    const before = (await sql<{ seq: bigint }>`SELECT seq FROM payments WHERE id = ${fresh}`.execute(t.db))
      .rows[0]!;
    await sweep();
    const cursor = (await sql<{ last_seq: bigint }>`SELECT last_seq FROM monitoring_sweep`.execute(t.db))
      .rows[0]!;
    expect(cursor.last_seq < before.seq).toBe(true);
    const marked = await sql`SELECT FROM monitoring_checked WHERE payment_id = ${fresh}`.execute(t.db);
    expect(marked.rows).toHaveLength(1);
    expect(monitoringMessages.ruleLabels.velocity).toBeTruthy();
  });

  it('runs in the job queue: "Run now" on the scheduled jobs page sweeps, and its run says what it did', async () => {
    const admin = await adminSession(t.app, t.db);
    const p = await person();
    const big = await send(p, 6_000, ago(HOUR));
    const run = await t.app.inject({
      method: 'POST',
      url: '/admin/jobs/monitoring_sweep/run',
      headers: admin.auth,
    });
    expect(run.statusCode).toBe(202);
    await eventually(
      async () => ((await rulesOn(big)).includes('velocity') ? true : undefined),
      'the sweep job',
    );
    // The run's record is written after the sweep's own transactions have committed.
    const detail = await eventually(async () => {
      const runs = await sql<{ detail: string | null }>`SELECT detail FROM job_runs
        WHERE task = 'monitoring_sweep' AND ok ORDER BY started_at DESC LIMIT 1`.execute(t.db);
      return runs.rows[0]?.detail ?? undefined;
    }, 'the run recorded');
    expect(detail).toMatch(/payments looked at, \d+ alerts raised/);
  });
});
