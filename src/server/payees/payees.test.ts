import { bankSuite, fundedCustomer } from '../test/bank-suite';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MAX_PAYEES } from '../../shared/constants';
import { errorMessages, messages } from '../../shared/messages';
import { balanceCents, PIN } from '../test/money-helpers';

const s = bankSuite({ PAYEE_CHECK_LIMIT_PER_HOUR: '3', NEW_PAYEE_LIMIT: '1000' });

type Auth = Record<string, string>;

const localFunded = (amount = 5000, firstName?: string, lastName?: string) =>
  fundedCustomer(s, amount, firstName, lastName);

const localPayee = (to: { checking: { accountNumber: string } }, name: string, extra = {}) => ({
  type: 'local',
  name,
  bankName: 'Vault Bank',
  accountNumber: to.checking.accountNumber,
  ...extra,
});
const wirePayee = {
  type: 'international',
  name: 'Hans Weber',
  bankName: 'Deutsche Bank',
  accountNumber: 'DE89 3704 0044 0532 0130 00',
  routingNumber: 'DEUTDEFF',
  bankCountry: 'DE',
  accountType: 'Checking',
};

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, auth: Auth, payload?: unknown) =>
  s.t.app.inject({
    method,
    url,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function addPayee(auth: Auth, body: unknown) {
  const res = await call('POST', '/payees', auth, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().payee as { _id: string; newPayeeUntil: string | null };
}

const payByPayee = (auth: Auth, payeeId: string, amount: number, headers: Auth = {}) =>
  s.t.app.inject({
    method: 'POST',
    url: '/transfers/local',
    headers: { ...auth, ...headers },
    payload: { amount, paymentAccount: 'Account 1', payeeId, pincode: PIN },
  });

describe('saved payees', () => {
  it('adds, lists, renames and removes a payee, always the caller’s own', async () => {
    const a = await localFunded(0);
    const b = await localFunded(0, 'Jane', 'Roe');
    const created = await call(
      'POST',
      '/payees',
      a.auth,
      localPayee(b, 'Jane Roe', { nickname: 'Landlady' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(messages.payees.added);
    const payee = created.json().payee;
    expect(payee).toMatchObject({
      type: 'local',
      name: 'Jane Roe',
      nickname: 'Landlady',
      bankName: 'Vault Bank',
    });
    expect(Date.parse(payee.newPayeeUntil) - Date.parse(payee.createdAt)).toBe(24 * 3_600_000);
    await addPayee(a.auth, wirePayee);

    const list = (await call('GET', '/payees', a.auth)).json();
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Hans Weber', 'Jane Roe']);
    expect((await call('GET', '/payees', b.auth)).json()).toEqual([]);

    const renamed = await call(
      'PATCH',
      `/payees/${payee._id}`,
      a.auth,
      localPayee(b, 'Jane Roe', { nickname: 'Rent' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().payee.nickname).toBe('Rent');
    // Where the money goes cannot change: that is a new payee.
    const moved = await call('PATCH', `/payees/${payee._id}`, a.auth, localPayee(a, 'Jane Roe'));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(messages.payees.destinationFixed);

    for (const [method, body] of [
      ['PATCH', localPayee(b, 'X')],
      ['DELETE', undefined],
    ] as const) {
      expect((await call(method, `/payees/${payee._id}`, b.auth, body)).statusCode).toBe(404);
      expect((await call(method, '/payees/not-a-uuid', a.auth, body)).statusCode).toBe(404);
    }
    const removed = await call('DELETE', `/payees/${payee._id}`, a.auth);
    expect(removed.statusCode).toBe(200);
    expect((await call('DELETE', `/payees/${payee._id}`, a.auth)).statusCode).toBe(404);
    expect((await call('GET', '/payees', a.auth)).json()).toHaveLength(1);
    // The row stays (payments may name it); the app may not delete it.
    const rows = await s.t.ownerDb
      .selectFrom('payees')
      .select('removed_at')
      .where('id', '=', payee._id)
      .execute();
    expect(rows[0]!.removed_at).not.toBeNull();
  });

  it('refuses bad details, a second copy of a payee, and more than the cap', async () => {
    const a = await localFunded(0);
    const b = await localFunded(0, 'Jane', 'Roe');
    for (const bad of [
      { ...localPayee(b, 'Jane Roe'), accountNumber: '12' },
      { ...localPayee(b, ''), name: '' },
      { ...wirePayee, accountNumber: 'FR76 0000' },
      { ...wirePayee, bankCountry: 'ZZ' },
      { ...localPayee(b, 'Jane Roe'), type: 'other' },
      { ...localPayee(b, 'Jane Roe'), userId: a.userId },
    ]) {
      expect((await call('POST', '/payees', a.auth, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    await addPayee(a.auth, localPayee(b, 'Jane Roe'));
    const again = await call('POST', '/payees', a.auth, localPayee(b, 'J. Roe', { bankName: 'VAULT BANK' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'payee_exists', message: errorMessages.payee_exists });

    // Filled up to one below the cap, then five at once: exactly one more fits.
    await sql`INSERT INTO payees (user_id, type, name, bank_name, account_number)
      SELECT ${a.userId}, 'local', 'Payee ' || g, 'Other Bank', (1000000000 + g)::text
      FROM generate_series(1, ${MAX_PAYEES - 2}) g`.execute(s.t.ownerDb);
    const tries = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        call('POST', '/payees', a.auth, { ...localPayee(a, `N ${i}`), bankName: `Bank ${i}` }),
      ),
    );
    expect(tries.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(tries.find((r) => r.statusCode === 409)!.json().message).toBe(messages.payees.limitReached);
    expect((await call('GET', '/payees', a.auth)).json()).toHaveLength(MAX_PAYEES);
  });
});

describe('confirmation of payee', () => {
  it('answers match, close match with the holder’s name, no match, or could not check', async () => {
    const a = await localFunded(0);
    const b = await localFunded(0, 'Jane', 'Roe');
    const check = (body: unknown) => call('POST', '/payees/check', a.auth, body);
    expect((await check(localPayee(b, '  jane   ROE '))).json()).toEqual({
      result: 'match',
      message: messages.payees.match,
    });
    for (const near of ['Jane Rowe', 'Roe Jane', 'J Roe']) {
      expect((await check(localPayee(b, near))).json(), near).toEqual({
        result: 'close_match',
        suggestedName: 'Jane Roe',
        message: messages.payees.closeMatch('Jane Roe'),
      });
    }
    expect((await check({ ...localPayee(b, 'Jane Roe'), bankName: 'Other Bank' })).json().result).toBe(
      'unavailable',
    );
    expect((await check(wirePayee)).json()).toEqual({
      result: 'unavailable',
      message: messages.payees.unavailable,
    });
    // Nothing is saved by a check.
    expect((await call('GET', '/payees', a.auth)).json()).toEqual([]);
  });

  it('counts answers other than a match against the hourly allowance, then answers 429', async () => {
    const a = await localFunded(0);
    const b = await localFunded(0, 'Jane', 'Roe');
    const check = (name: string) => call('POST', '/payees/check', a.auth, localPayee(b, name));
    expect((await check('Somebody Else')).json().result).toBe('no_match');
    expect((await check('Jane Rowe')).json().result).toBe('close_match');
    const unknown = await call('POST', '/payees/check', a.auth, {
      ...localPayee(b, 'X Y'),
      accountNumber: '9999999999',
    });
    expect(unknown.json().result).toBe('no_match');
    const exhausted = await check('Another Person');
    expect(exhausted.statusCode).toBe(429);
    expect(exhausted.json().code).toBe('payee_checks_exhausted');
    // A match reveals nothing new and still answers.
    expect((await check('Jane Roe')).json().result).toBe('match');
  });
});

describe('paying a saved payee', () => {
  it('sends to the payee’s details by payeeId, once per Idempotency-Key', async () => {
    const a = await localFunded(5000);
    const b = await localFunded(0, 'Jane', 'Roe');
    const payee = await addPayee(a.auth, localPayee(b, 'Jane Roe'));
    const key = { 'idempotency-key': 'payee-transfer-1' };
    const first = await payByPayee(a.auth, payee._id, 250, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().transaction.counterparty).toMatchObject({
      accountName: 'Jane Roe',
      bankName: 'Vault Bank',
    });
    const replay = await payByPayee(a.auth, payee._id, 250, key);
    expect(replay.json().transaction._id).toBe(first.json().transaction._id);
    expect(await balanceCents(s.t.db, b.userId)).toBe(25_000n);
    // The same key with another body is refused.
    expect((await payByPayee(a.auth, payee._id, 251, key)).statusCode).toBe(422);
  });

  it('refuses another customer’s payee, a removed one and a payee of the other kind', async () => {
    const a = await localFunded(5000);
    const b = await localFunded(0, 'Jane', 'Roe');
    const theirs = await addPayee(b.auth, localPayee(a, 'Ada Lovelace'));
    expect((await payByPayee(a.auth, theirs._id, 10)).statusCode).toBe(404);
    const wire = await addPayee(a.auth, wirePayee);
    const wrongKind = await payByPayee(a.auth, wire._id, 10);
    expect(wrongKind.statusCode).toBe(400);
    const mine = await addPayee(a.auth, localPayee(b, 'Jane Roe'));
    await call('DELETE', `/payees/${mine._id}`, a.auth);
    expect((await payByPayee(a.auth, mine._id, 10)).statusCode).toBe(404);
    expect((await payByPayee(a.auth, 'not-a-uuid', 10)).json().message).toContain('Choose a saved payee.');
    const wired = await s.t.app.inject({
      method: 'POST',
      url: '/transfers/international',
      headers: a.auth,
      payload: { amount: 100, paymentAccount: 'Account 1', payeeId: wire._id, pincode: PIN },
    });
    expect(wired.statusCode, wired.body).toBe(201);
    expect(wired.json().transaction).toMatchObject({ status: 'Processing', fee: 35 });
    expect(await balanceCents(s.t.db, a.userId)).toBe(500_000n - 10_000n - 3_500n);
  });

  it('caps a payee’s first 24 hours at NEW_PAYEE_LIMIT, also under parallel payments, and not after', async () => {
    const a = await localFunded(10_000);
    const b = await localFunded(0, 'Jane', 'Roe');
    const payee = await addPayee(a.auth, localPayee(b, 'Jane Roe'));
    // Five payments of $300 at once: $1,000 allows three.
    const sent = await Promise.all([1, 2, 3, 4, 5].map(() => payByPayee(a.auth, payee._id, 300)));
    expect(sent.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 422, 422]);
    const refused = sent.find((r) => r.statusCode === 422)!.json();
    expect(refused).toEqual({
      code: 'new_payee_limit_exceeded',
      message: messages.transfer.newPayeeLimitExceeded,
    });
    expect(await balanceCents(s.t.db, b.userId)).toBe(90_000n);
    const before = await balanceCents(s.t.db, a.userId);
    expect((await payByPayee(a.auth, payee._id, 100.01)).statusCode).toBe(422);
    expect(await balanceCents(s.t.db, a.userId)).toBe(before);
    // The same account typed in is capped too: the cap follows the bank account (issue 46).
    const typed = await s.t.app.inject({
      method: 'POST',
      url: '/transfers/local',
      headers: a.auth,
      payload: {
        amount: 200,
        paymentAccount: 'Account 1',
        bankName: 'Vault Bank',
        accountNumber: b.checking.accountNumber,
        accountName: 'Jane Roe',
        pincode: PIN,
      },
    });
    expect(typed.statusCode, typed.body).toBe(422);
    // A day later the payee is like any other.
    await sql`UPDATE payees SET created_at = now() - interval '25 hours' WHERE id = ${payee._id}`.execute(
      s.t.ownerDb,
    );
    expect((await payByPayee(a.auth, payee._id, 2000)).statusCode).toBe(201);
    expect((await call('GET', '/payees', a.auth)).json()[0].newPayeeUntil).toBeNull();
  });
});
