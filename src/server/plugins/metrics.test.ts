import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, customer, type TestApp } from '../test/test-app';
import { accountsOf, adminSession, credit, PIN, setPin } from '../test/money-helpers';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

type Sample = { name: string; labels: Record<string, string>; value: number };

/**
 * A strict reader of Prometheus' text format (version 0.0.4): every line is a HELP or TYPE comment or
 * `name{labels} value`; anything else fails the test.
 */
function parseExposition(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  const name = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  const sampleLine = new RegExp(`^(${name})(?:\\{(.*)\\})? (\\S+)$`);
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const help = new RegExp(`^# HELP ${name} .*$`).test(line);
    const type = new RegExp(`^# TYPE (${name}) (counter|gauge|histogram|summary|untyped)$`).exec(line);
    if (type) types.set(type[1]!, type[2]!);
    if (help || type) continue;
    const m = sampleLine.exec(line);
    if (!m) throw new Error(`not a line of the text format: ${line}`);
    samples.push({ name: m[1]!, labels: parseLabels(m[2] ?? ''), value: parseValue(m[3]!) });
  }
  return { samples, types };
}

/** A float as Prometheus reads it (Go's ParseFloat): NaN and Inf in any case, e.g. prom-client's `Nan`. */
function parseValue(text: string): number {
  if (/^nan$/i.test(text)) return NaN;
  const inf = /^([+-]?)inf(inity)?$/i.exec(text);
  if (inf) return inf[1] === '-' ? -Infinity : Infinity;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) throw new Error(`not a number: ${text}`);
  return Number(text);
}

function parseLabels(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  const pair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)/y;
  while (pair.lastIndex < text.length) {
    const m = pair.exec(text);
    if (!m) throw new Error(`bad labels: {${text}}`);
    labels[m[1]!] = m[2]!.replace(/\\n/g, '\n').replace(/\\(.)/g, '$1');
  }
  return labels;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN }, (app) => {
    // A gauge added the way the job queue's is wired: read from the database at every scrape.
    app.metrics.registerGauge({
      name: 'vault_test_users',
      help: 'Users, by role.',
      labelName: 'role',
      read: async () => {
        const r = await sql<{ role: string; n: number }>`
          SELECT role, count(*)::int AS n FROM users GROUP BY role`.execute(t.db);
        return Object.fromEntries(r.rows.map((x) => [x.role, x.n]));
      },
    });
  });
});
afterAll(() => t.close());

async function scrape() {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(res.body);
}

function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  return found.reduce((sum, s) => sum + s.value, 0);
}

describe('GET /metrics', () => {
  it('answers 401 without the token or with a wrong one', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('not_signed_in');
    const empty = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer ' } });
    expect(empty.statusCode).toBe(401);
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const c = await customer(t.app);
    const before = (await scrape()).samples;
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/accounts', headers: c.auth });
    const missing = randomUUID();
    expect((await t.app.inject({ url: `/transactions/${missing}`, headers: c.auth })).statusCode).toBe(404);
    const { samples, types } = await scrape();
    expect(types.get('vault_http_request_duration_seconds')).toBe('histogram');
    const accounts = { route: '/accounts', method: 'GET', status_code: '200' };
    const count = 'vault_http_request_duration_seconds_count';
    expect(value(samples, count, accounts) - value(before, count, accounts)).toBe(3);
    expect(value(samples, count, { route: '/transactions/:id', status_code: '404' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(value(samples, 'vault_http_request_duration_seconds_bucket', { ...accounts, le: '+Inf' })).toBe(
      value(samples, count, accounts),
    );
    expect(samples.some((s) => Object.values(s.labels).some((v) => v.includes(missing)))).toBe(false);
  });

  it('counts payments posted and refused by result code, and the group-commit batch sizes', async () => {
    const admin = await adminSession(t.app, t.db);
    const a = await customer(t.app);
    const b = await customer(t.app);
    await setPin(t.app, a.auth);
    const before = (await scrape()).samples;
    await credit(t.app, admin.auth, a.userId, 100);
    const to = (await accountsOf(t.app, b.auth)).checking;
    const send = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/transfers/local',
        headers: a.auth,
        payload: {
          amount,
          paymentAccount: 'Checking',
          bankName: 'Vault Bank',
          accountNumber: to.accountNumber,
          accountName: `${b.firstName} ${b.lastName}`,
          pincode: PIN,
        },
      });
    expect((await send(10)).statusCode).toBe(201);
    expect((await send(5_000)).statusCode).not.toBe(201);
    const { samples, types } = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) =>
      value(samples, name, labels) - value(before, name, labels);
    expect(delta('vault_payments_posted_total', { path: 'direct' })).toBe(1);
    expect(delta('vault_payments_posted_total', { path: 'pipeline' })).toBe(1);
    expect(delta('vault_payments_refused_total', { path: 'pipeline', code: 'insufficient_funds' })).toBe(1);
    expect(types.get('vault_payment_batch_size')).toBe('histogram');
    expect(delta('vault_payment_batch_size_count')).toBe(2);
    expect(delta('vault_payment_batch_size_sum')).toBe(2);
  });

  it('shows the pool, the process, the live streams and gauges added by other features', async () => {
    const { samples, types } = await scrape();
    expect(value(samples, 'vault_db_pool_connections', { state: 'all' })).toBeGreaterThan(0);
    expect(types.get('vault_db_pool_waiting_clients')).toBe('gauge');
    expect(types.get('vault_event_streams')).toBe('gauge');
    expect(types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
    expect(value(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(value(samples, 'vault_test_users', { role: 'customer' })).toBeGreaterThan(0);
    // The job queue's depth and failures, read from graphile-worker's tables at scrape time.
    expect(types.get('vault_jobs')).toBe('gauge');
    expect(value(samples, 'vault_jobs', { state: 'failed' })).toBe(0);
    expect(value(samples, 'vault_jobs', { state: 'pending' })).toBeGreaterThanOrEqual(0);
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics route', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      expect(
        (await plain.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
          .statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
