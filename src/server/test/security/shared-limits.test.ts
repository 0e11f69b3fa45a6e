import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { messages } from '../../../shared/messages';
import { appLoginUrl } from '../../db/app-login';
import { createPool } from '../../db/connection';
import { PgRateLimitStore } from '../../plugins/rate-limit-store';
import { dollarToNowhere } from '../money-helpers';
import { customer, uniqueEmail, useTwoInstances } from '../test-app';

/**
 * Many instances, one bank: two servers on one database (as behind a load balancer) count the same
 * requests, so a client cannot multiply its attempts by the number of servers.
 */
const { t, other: b } = useTwoInstances({
  AUTH_RATE_LIMIT_PER_MINUTE: '4',
  PAYMENT_RATE_LIMIT_PER_MINUTE: '3',
});
let both: [FastifyInstance, FastifyInstance];
beforeAll(() => {
  both = [t.app, b.app];
});

const failedLogin = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/users/login',
    payload: { email: uniqueEmail(), password: 'Wrong-Password-1' },
    remoteAddress: ip,
  });

describe('per-IP limits across instances', () => {
  it('counts sign-ins alternated over two instances together and answers 429 at the configured max', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await failedLogin(both[i % 2]!, '203.0.113.10')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    // Another route keeps its own counter for the same address, as does another address.
    const register = await b.app.inject({
      method: 'POST',
      url: '/users/forgot-password',
      payload: { email: uniqueEmail() },
      remoteAddress: '203.0.113.10',
    });
    expect(register.statusCode).toBe(200);
    expect((await failedLogin(t.app, '203.0.113.11')).statusCode).toBe(401);
  });

  it('starts counting again on both instances once the window has passed', async () => {
    for (let i = 0; i < 5; i++) await failedLogin(both[i % 2]!, '203.0.113.20');
    expect((await failedLogin(b.app, '203.0.113.20')).statusCode).toBe(429);
    await sql`UPDATE rate_limit_counters SET reset_at = now() - interval '1 second'
              WHERE key LIKE '%/users/login|203.0.113.20'`.execute(t.ownerDb);
    expect((await failedLogin(b.app, '203.0.113.20')).statusCode).toBe(401);
    expect((await failedLogin(t.app, '203.0.113.20')).statusCode).toBe(401);
  });

  it('the store answers the count and the time left, and resets a short window by itself', async () => {
    const pool = createPool(appLoginUrl(t.databaseUrl, inject('appPassword')), 1);
    try {
      const store = new PgRateLimitStore(pool).child({ routeInfo: { method: 'POST', url: '/probe' } });
      const incr = () =>
        new Promise<{ current: number; ttl: number }>((resolve, reject) =>
          store.incr('k', (err, res) => (err ? reject(err) : resolve(res!)), 400, 2),
        );
      const first = await incr();
      expect(first.current).toBe(1);
      expect(first.ttl).toBeGreaterThan(0);
      expect(first.ttl).toBeLessThanOrEqual(400);
      expect((await incr()).current).toBe(2);
      expect((await incr()).current).toBe(3);
      await new Promise((r) => setTimeout(r, 450));
      expect((await incr()).current).toBe(1);
    } finally {
      await pool.end();
    }
  });
});

describe('the payment velocity limit across instances', () => {
  const transfer = (app: FastifyInstance, auth: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/transfers/local',
      headers: auth,
      payload: dollarToNowhere('1234'),
    });

  it('counts one customer’s payments on both instances together, then 429 rate_limited until the window ends', async () => {
    const c = await customer(t.app);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await transfer(both[i % 2]!, c.auth));
    expect(answers.slice(0, 3).every((a) => a.statusCode !== 429)).toBe(true);
    for (const refused of answers.slice(3)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 'rate_limited', message: messages.transfer.tooManyPayments });
    }
    // Another customer is not held back.
    const other = await customer(b.app);
    expect((await transfer(t.app, other.auth)).statusCode).not.toBe(429);

    await sql`UPDATE payment_rate_windows SET window_start = now() - interval '61 seconds' WHERE user_id = ${c.userId}`.execute(
      t.ownerDb,
    );
    expect((await transfer(b.app, c.auth)).statusCode).not.toBe(429);
  });
});
