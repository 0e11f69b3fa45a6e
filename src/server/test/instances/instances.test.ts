import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { messages } from '../../../shared/messages';
import { verifyLedger } from '../../ledger/verify-ledger';
import type { Http } from '../http-client';
import { openSse } from '../sse-client';
import { multipartBody, PNG } from '../fixtures';
import { Fleet } from './fleet';
import { unusedCodeOf } from '../totp-helpers';
import fs from 'node:fs';
import path from 'node:path';

const ADMIN = {
  email: 'fleet-admin@vault.test',
  password: 'Fleet-Admin-Pass-2026',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
const PASSWORD = 'Fleet-Customer-Pass-2026';
const PIN = '4826';
const IP_LIMIT = 60;

let fleet: Fleet;
const on = (i: number): Http => fleet.instance(i).http;

/** Three processes of the bank on one PostgreSQL: what one does, the others see at once. */
beforeAll(async () => {
  fleet = await Fleet.start({
    serverUrl: inject('serverUrl'),
    templateDb: inject('templateDb'),
    appPassword: inject('appPassword'),
    count: 3,
    // Every per-IP limit is 60 a minute per route, counted in the database across the three instances.
    env: { AUTH_RATE_LIMIT_PER_MINUTE: String(IP_LIMIT), PAYMENT_RATE_LIMIT_PER_MINUTE: '100000' },
    // A runs no job worker, so whatever it queues is run by B or C, also once A is dead.
    envOf: (i): Record<string, string> =>
      i === 0
        ? {
            ADMIN_EMAIL: ADMIN.email,
            ADMIN_PASSWORD: ADMIN.password,
            ADMIN_TOTP_SECRET: ADMIN.totpSecret,
            JOB_WORKER: 'false',
          }
        : {},
  });
}, 120_000);
afterAll(async () => fleet?.stop(), 60_000);

type Customer = { id: string; email: string; token: string; accountNumber: string; name: string };

async function register(http: Http, tag: string): Promise<{ id: string; email: string }> {
  const email = `fleet-${tag}-${Date.now()}@vault.test`;
  const res = await http.call('POST', '/users/register', undefined, {
    firstName: 'Fleet',
    lastName: tag,
    phone: '5550100',
    email,
    password: PASSWORD,
  });
  expect(res.status).toBe(201);
  return { id: res.body.user._id as string, email };
}

async function signIn(http: Http, email: string, password = PASSWORD): Promise<string> {
  const res = await http.call('POST', '/users/login', undefined, { email, password });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

let adminToken: Promise<string> | undefined;
/** The administrator (two-step on from ADMIN_TOTP_SECRET), signed in once for the whole file. */
function signInAdmin(http: Http): Promise<string> {
  adminToken ??= (async () => {
    const first = await http.call('POST', '/users/login', undefined, {
      email: ADMIN.email,
      password: ADMIN.password,
    });
    expect(first.body.mfaRequired).toBe(true);
    const code = await unusedCodeOf(ADMIN.totpSecret);
    const res = await http.call('POST', '/users/login/mfa', undefined, {
      mfaToken: first.body.mfaToken,
      code,
    });
    expect(res.status).toBe(200);
    return res.body.token as string;
  })();
  return adminToken;
}

/** Registered on one instance, signed in on the next, PIN set and funded through a third. */
async function openCustomer(first: number, tag: string, fundDollars: number): Promise<Customer> {
  const { id, email } = await register(on(first), tag);
  const token = await signIn(on(first + 1), email);
  expect(
    (await on(first + 2).call('POST', '/users/api/auth/change-pin', token, { newPin: PIN })).status,
  ).toBe(200);
  if (fundDollars > 0) {
    const admin = await signInAdmin(on(first));
    const credit = await on(first + 1).call('PUT', `/users/${id}/increase-balance`, admin, {
      amount: fundDollars,
    });
    expect(credit.status).toBe(200);
  }
  const accounts = (await on(first + 2).call('GET', '/accounts', token)).body as {
    name: string;
    accountNumber: string;
  }[];
  const accountNumber = accounts.find((a) => a.name === 'Checking')!.accountNumber;
  return { id, email, token, accountNumber, name: `Fleet ${tag}` };
}

function transfer(http: Http, from: Customer, to: Customer, amount: number, key?: string) {
  return http.call(
    'POST',
    '/transfers/local',
    from.token,
    {
      amount,
      paymentAccount: 'Checking',
      bankName: 'Vault Bank',
      accountNumber: to.accountNumber,
      accountName: to.name,
      pincode: PIN,
    },
    key ? { 'idempotency-key': key } : {},
  );
}

describe('several instances on one PostgreSQL', () => {
  it('registered on A, signed in on B, pays with the PIN on C', async () => {
    const payer = await openCustomer(0, 'Payer', 500);
    const payee = await openCustomer(1, 'Payee', 0);
    const paid = await transfer(on(2), payer, payee, 120);
    expect(paid.status).toBe(201);
    const seen = await on(0).call('GET', '/accounts', payee.token);
    expect(seen.body.find((a: { name: string }) => a.name === 'Checking').balance).toBe(120);
  });

  it('a token signed out on A is refused on B at the very next request', async () => {
    const { email } = await register(on(0), 'SignOut');
    const token = await signIn(on(0), email);
    expect((await on(1).call('GET', '/users/profile', token)).status).toBe(200);
    expect((await on(0).call('POST', '/users/logout', token)).status).toBe(200);
    expect((await on(1).call('GET', '/users/profile', token)).status).toBe(401);
    expect((await on(2).call('GET', '/users/profile', token)).status).toBe(401);
  });

  it('an event stream on B receives the notification caused on A', async () => {
    const customer = await openCustomer(0, 'Events', 0);
    const stream = await openSse(`${on(1).base}/events`, { authorization: `Bearer ${customer.token}` });
    expect(stream.status).toBe(200);
    try {
      const ticket = await on(0).call('POST', '/tickets', customer.token, {
        ticketType: 'Other',
        info: 'Is my card on its way?',
        pincode: PIN,
      });
      expect(ticket.status).toBe(201);
      const admin = await signInAdmin(on(0));
      const reply = await on(0).call('POST', `/admin/tickets/${ticket.body.ticket._id}/reply`, admin, {
        message: 'It was posted today.',
        status: 'completed',
      });
      expect(reply.status).toBe(200);
      const event = await stream.next('notification', 10_000);
      expect(event.data).toContain('It was posted today.');
    } finally {
      stream.close();
    }
  });

  it('a cheque image uploaded on A downloads on C, byte for byte', async () => {
    const customer = await openCustomer(0, 'Cheque', 0);
    const form = multipartBody(
      { amount: '75' },
      { chequeImage: { body: PNG, filename: 'cheque.png', contentType: 'image/png' } },
    );
    const uploaded = await fetch(`${on(0).base}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}`, ...form.headers },
      body: new Uint8Array(form.payload),
    });
    expect(uploaded.status).toBe(201);
    const id = ((await uploaded.json()) as { deposit: { _id: string } }).deposit._id;
    const image = async (i: number) => {
      const res = await fetch(`${on(i).base}/deposits/${id}/image`, {
        headers: { authorization: `Bearer ${customer.token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
      return Buffer.from(await res.arrayBuffer());
    };
    const fromC = await image(2);
    expect(fromC.length).toBeGreaterThan(0);
    expect(fromC.equals(await image(0))).toBe(true);
  });

  it('counts a per-IP limit across the instances, not per instance', async () => {
    // Reset links that do not exist: each attempt counts against the caller's IP whatever its answer.
    const attempt = (i: number) =>
      on(i).call('POST', `/users/reset-password/${'0'.repeat(64)}`, undefined, {
        newPassword: 'Another-Pass-2026',
      });
    for (let i = 0; i < IP_LIMIT; i++) expect((await attempt(i)).status).not.toBe(429);
    for (let i = 0; i < 3; i++) expect((await attempt(i)).status).toBe(429);
  });

  it('ten failed sign-ins spread over A, B and C lock the email on all three', async () => {
    const { email } = await register(on(1), 'Lockout');
    for (let i = 0; i < 10; i++) {
      const res = await on(i).call('POST', '/users/login', undefined, { email, password: 'Wrong-Pass-2026' });
      expect(res.status).toBe(401);
    }
    for (let i = 0; i < 3; i++) {
      const res = await on(i).call('POST', '/users/login', undefined, { email, password: PASSWORD });
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(messages.login.tooManyAttempts);
    }
  });

  it('keeps the books exact after transfers through all three at once', async () => {
    const customers = [
      await openCustomer(0, 'Ring0', 2000),
      await openCustomer(1, 'Ring1', 2000),
      await openCustomer(2, 'Ring2', 2000),
    ];
    const sent = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        transfer(on(n), customers[n % 3]!, customers[(n + 1) % 3]!, 1 + (n % 7), `ring-${n}`),
      ),
    );
    expect(sent.map((r) => [r.status, r.body?.code])).toEqual(sent.map(() => [201, undefined]));
    // A replayed key answers the original payment, whichever instance it reaches.
    const replay = await transfer(on(1), customers[0]!, customers[1]!, 1, 'ring-0');
    expect(replay.body.transaction._id).toBe(sent[0]!.body.transaction._id);
    expect(await verifyLedger(fleet.ownerDb)).toEqual([]);
  });

  it('delivers a mail queued on A after A was killed', async () => {
    const { email } = await register(on(1), 'Mail');
    const a = fleet.instance(0);
    expect((await a.http.call('POST', '/users/forgot-password', undefined, { email })).status).toBe(200);
    await a.server.kill();
    try {
      const deadline = Date.now() + 20_000;
      let delivered: string[] = [];
      while (Date.now() < deadline && delivered.length === 0) {
        delivered = [fleet.instance(1), fleet.instance(2)].flatMap((x) => outboxMailsTo(x.dataDir, email));
        if (delivered.length === 0) await new Promise((r) => setTimeout(r, 200));
      }
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toMatch(/\/reset-password\//);
    } finally {
      await a.server.start();
    }
  });
});

/** The `.eml` files an instance's worker wrote to its outbox for this address. */
function outboxMailsTo(dataDir: string, email: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    .filter((text) => text.includes(`To: ${email.toLowerCase()}`));
}
