import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { messages } from '../../shared/messages';
import { bankSuite, fundedCustomer, payLocal } from '../test/bank-suite';
import { uploadCheque } from '../test/fixtures';
import { verifiedCustomer } from '../test/kyc-helpers';
import { adminSession, bankCreditRequest, germanBeneficiary, PIN } from '../test/money-helpers';
import { GOOD_PASSWORD, mailTo } from '../test/test-app';
import { apply } from '../cards/cards-test-helpers';
import { decide, pendingLoan } from '../loans/loans-test-helpers';
import { toDay, addDays } from '../standing-orders/schedule';

const s = bankSuite();
type Auth = Record<string, string>;
type Customer = Awaited<ReturnType<typeof fundedCustomer>>;

const status = (auth: Auth) => s.t.app.inject({ url: '/account/closure', headers: auth });
const close = (auth: Auth, body: Record<string, unknown>) =>
  s.t.app.inject({
    method: 'POST',
    url: '/account/closure',
    headers: auth,
    payload: { confirm: true, pincode: PIN, ...body },
  });
const toAccountOf = (c: Customer) => ({
  bankName: 'Vault Bank',
  accountNumber: c.checking.accountNumber,
  accountName: `${c.firstName} ${c.lastName}`,
});

async function closedAt(userId: string) {
  const row = await s.t.db
    .selectFrom('users')
    .select('closed_at')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.closed_at;
}

/** A derived balance of a bank account (they store none). */
async function bankBalance(kind: string): Promise<bigint> {
  const { rows } = await sql<{ b: string }>`
    SELECT coalesce(sum(CASE WHEN p.credit_account_id = a.id THEN p.amount_cents ELSE -p.amount_cents END), 0) AS b
    FROM ledger_accounts a JOIN postings p ON a.id IN (p.credit_account_id, p.debit_account_id)
    WHERE a.kind = ${kind} AND a.user_id IS NULL`.execute(s.t.db);
  return BigInt(rows[0]!.b);
}

/** A savings pot of the customer (the pots feature makes them; its rows are the ledger's), funded $1. */
let potNumbers = 0;

async function potWithDollar(userId: string, lockedUntil?: string) {
  potNumbers += 1;
  const pot = await s.t.ownerDb
    .insertInto('ledger_accounts')
    .values({
      user_id: userId,
      kind: 'pot',
      name: lockedUntil ? 'Locked pot' : 'Holiday pot',
      account_number: `7${String(Date.now() % 1e8).padStart(8, '0')}${potNumbers % 10}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const credit = JSON.stringify([bankCreditRequest(userId, pot.id)]);
  await sql`SELECT * FROM post_payments(${credit}::jsonb)`.execute(s.t.db);
  return pot.id;
}

async function expectBlocked(c: Customer, kind: string, body: Record<string, unknown> = {}) {
  const seen = (await status(c.auth)).json() as { blockers: { kind: string }[]; canClose: boolean };
  expect(seen.blockers.map((b) => b.kind)).toContain(kind);
  const res = await close(c.auth, body);
  expect(res.statusCode).toBe(409);
  expect(res.json().code).toBe('closure_blocked');
  expect(await closedAt(c.userId)).toBeNull();
}

describe('closing an account: each blocker is checked', () => {
  it('money in an account, with no sweep', async () => {
    const c = await fundedCustomer(s, 100);
    await expectBlocked(c, 'money');
  });

  it('a payment still processing', async () => {
    const c = await fundedCustomer(s, 0);
    await s.t.app.inject({
      method: 'PUT',
      url: `/users/${c.userId}/increase-balance`,
      headers: s.admin.auth,
      payload: { amount: 100 },
    });
    const wire = await s.t.app.inject({
      method: 'POST',
      url: '/transfers/international',
      headers: c.auth,
      payload: { amount: 10, paymentAccount: 'Checking', pincode: PIN, ...germanBeneficiary },
    });
    expect(wire.statusCode).toBe(201);
    const other = await fundedCustomer(s, 0, 'Grace', 'Hopper');
    await expectBlocked(c, 'processing', { sweep: toAccountOf(other) });
  });

  it('a cheque waiting for review', async () => {
    const c = await fundedCustomer(s, 0);
    expect((await uploadCheque(s.t.app, c.auth, '25')).statusCode).toBe(201);
    await expectBlocked(c, 'cheques');
  });

  it('a card application waiting', async () => {
    const c = await fundedCustomer(s, 50);
    expect((await apply(s.t.app, c.auth)).statusCode).toBe(201);
    await expectBlocked(c, 'cardApplications');
  });

  it('a loan waiting for a decision', async () => {
    const c = await verifiedCustomer(s.t.app, s.admin.auth, 0);
    await pendingLoan(s.t.app, c.auth);
    await expectBlocked(c, 'loan');
  });
});

describe('closing an account: the blockers and sweeps the first round left untested', () => {
  it('a loan approved and still owed', async () => {
    const c = await verifiedCustomer(s.t.app, s.admin.auth, 0);
    const id = await pendingLoan(s.t.app, c.auth);
    const approved = await decide(s.t.app, s.admin.auth, id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const seen = (await status(c.auth)).json() as { blockers: { kind: string; message: string }[] };
    expect(seen.blockers.find((b) => b.kind === 'loan')?.message).toBe(messages.closing.blockLoan);
    // The loan's money is in Checking too; with a sweep named, the loan alone still refuses.
    const other = await fundedCustomer(s, 0, 'Grace', 'Hopper');
    await expectBlocked(c, 'loan', { sweep: toAccountOf(other) });
  });

  it('sweeps the balance to a saved payee, and lists no pot the customer closed before', async () => {
    const c = await fundedCustomer(s, 80);
    const b = await fundedCustomer(s, 0, 'Grace', 'Hopper');
    const pot = await s.t.app.inject({
      method: 'POST',
      url: '/accounts/pots',
      headers: c.auth,
      payload: { name: 'Old pot' },
    });
    const potId = pot.json().pot._id as string;
    await s.t.app.inject({ method: 'POST', url: `/accounts/pots/${potId}/close`, headers: c.auth });
    const seen = (await status(c.auth)).json() as { accounts: { name: string }[]; balance: number };
    expect(seen.accounts.map((a) => a.name)).toEqual(['Checking', 'Savings']);
    const payee = await s.t.app.inject({
      method: 'POST',
      url: '/payees',
      headers: c.auth,
      payload: {
        type: 'local',
        name: 'Grace Hopper',
        bankName: 'Vault Bank',
        accountNumber: b.checking.accountNumber,
      },
    });
    expect(payee.statusCode, payee.body).toBe(201);
    const res = await close(c.auth, { sweep: { payeeId: payee.json().payee._id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closedAt(c.userId)).not.toBeNull();
    const received = await s.t.db
      .selectFrom('ledger_accounts')
      .select('balance_cents')
      .where('user_id', '=', b.userId)
      .where('kind', '=', 'checking')
      .executeTakeFirstOrThrow();
    expect(BigInt(received.balance_cents)).toBe(8_000n);
  });

  it("refuses another customer's payee as the sweep, and closes nothing", async () => {
    const c = await fundedCustomer(s, 20);
    const b = await fundedCustomer(s, 0, 'Grace', 'Hopper');
    const theirs = await s.t.app.inject({
      method: 'POST',
      url: '/payees',
      headers: b.auth,
      payload: {
        type: 'local',
        name: 'Ada Lovelace',
        bankName: 'Vault Bank',
        accountNumber: c.checking.accountNumber,
      },
    });
    const res = await close(c.auth, { sweep: { payeeId: theirs.json().payee._id } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await closedAt(c.userId)).toBeNull();
  });
});

describe('closing an account', () => {
  it('sweeps every account and pot, cancels orders and cards, mails the statement, and refuses sign-in', async () => {
    const a = await verifiedCustomer(s.t.app, s.admin.auth, 300);
    const b = await fundedCustomer(s, 0, 'Grace', 'Hopper');
    // $100 into Savings, a pot and a locked pot of $1 each, a standing order and an active card.
    expect(
      (await payLocal(s, a.auth, { accountNumber: a.savings.accountNumber, name: 'Ada Lovelace' }, 100))
        .statusCode,
    ).toBe(201);
    await potWithDollar(a.userId);
    await potWithDollar(a.userId, '2030-01-01');
    const order = await s.t.app.inject({
      method: 'POST',
      url: '/standing-orders',
      headers: a.auth,
      payload: {
        type: 'local',
        transfer: { amount: 5, paymentAccount: 'Account 1', ...toAccountOf(b), pincode: PIN },
        schedule: { frequency: 'monthly', firstDate: addDays(toDay(new Date()), 3), count: 12 },
      },
    });
    expect(order.statusCode).toBe(201);
    const applied = await apply(s.t.app, a.auth);
    const appId = (applied.json() as { application: { _id: string } }).application._id;
    expect(
      (
        await s.t.app.inject({
          method: 'POST',
          url: `/admin/cards/${appId}/approve`,
          headers: s.admin.auth,
          payload: {},
        })
      ).statusCode,
    ).toBe(200);

    const seen = (await status(a.auth)).json() as { balance: number; accounts: unknown[]; canClose: boolean };
    expect(seen).toMatchObject({ balance: 252, canClose: true });
    expect(seen.accounts).toHaveLength(4);

    const wrongPin = await close(a.auth, { pincode: '0000', sweep: toAccountOf(b) });
    expect(wrongPin.json().code).toBe('wrong_pin');
    const mailsBefore = s.t.mails.length;
    const res = await close(a.auth, { sweep: toAccountOf(b) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.closing.done);

    // The whole balance, free of charge, arrived; every account of A is empty and closed.
    const rows = await s.t.db
      .selectFrom('ledger_accounts')
      .select(['user_id', 'kind', 'balance_cents', 'closed_at'])
      .where('user_id', 'in', [a.userId, b.userId])
      .where('kind', 'in', ['checking', 'savings', 'pot'])
      .execute();
    const ofA = rows.filter((r) => r.user_id === a.userId);
    expect(ofA.map((r) => [BigInt(r.balance_cents), r.closed_at !== null])).toEqual(
      ofA.map(() => [0n, true]),
    );
    expect(BigInt(rows.find((r) => r.user_id === b.userId && r.kind === 'checking')!.balance_cents)).toBe(
      25_200n,
    );

    const { rows: orders } = await sql<{
      status: string;
    }>`SELECT status FROM standing_orders WHERE user_id = ${a.userId}`.execute(s.t.db);
    expect(orders.map((o) => o.status)).toEqual(['Cancelled']);
    const cards = await s.t.db.selectFrom('cards').select('status').where('user_id', '=', a.userId).execute();
    expect(cards.map((c) => c.status)).toEqual(['Cancelled']);

    const mail = await mailTo(s.t, a.email, { subject: /closed/, after: mailsBefore });
    expect(mail.attachments).toHaveLength(4);
    for (const file of mail.attachments!)
      expect(Buffer.from(file.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    // The session ended; sign-in answers that the account is closed; records are kept.
    expect((await s.t.app.inject({ url: '/accounts', headers: a.auth })).statusCode).toBe(401);
    const signIn = await s.t.app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: a.email, password: GOOD_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({ code: 'account_closed', message: messages.closing.signInRefused });
    const closure = await s.t.db
      .selectFrom('account_closures')
      .selectAll()
      .where('user_id', '=', a.userId)
      .executeTakeFirstOrThrow();
    expect(BigInt(closure.swept_cents)).toBe(25_200n);

    // An internal payment to the closed account is refused with its own code; nothing moves.
    const toClosed = await payLocal(
      s,
      b.auth,
      { accountNumber: a.checking.accountNumber, name: 'Ada Lovelace' },
      10,
    );
    expect(toClosed.statusCode).toBe(422);
    expect(toClosed.json()).toEqual({ code: 'account_closed', message: messages.closing.payeeClosed });
    expect(
      BigInt(
        (
          await s.t.db
            .selectFrom('ledger_accounts')
            .select('balance_cents')
            .where('user_id', '=', b.userId)
            .where('kind', '=', 'checking')
            .executeTakeFirstOrThrow()
        ).balance_cents,
      ),
    ).toBe(25_200n);
  });

  it('holds a return of the closing transfer in suspense for staff', async () => {
    const c = await fundedCustomer(s, 40);
    const res = await close(c.auth, {
      sweep: { bankName: 'Other Bank', accountNumber: '12345678', accountName: 'Ada Lovelace' },
    });
    expect(res.statusCode).toBe(200);
    const sweep = await s.t.db
      .selectFrom('account_closures')
      .select('sweep_payment_id')
      .where('user_id', '=', c.userId)
      .executeTakeFirstOrThrow();
    const payment = await s.t.db
      .selectFrom('payments')
      .select(['status', 'fee_cents'])
      .where('id', '=', sweep.sweep_payment_id!)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'Processing' });
    expect(BigInt(payment.fee_cents)).toBe(0n);

    const suspenseBefore = await bankBalance('suspense');
    const returned = await s.t.app.inject({
      method: 'POST',
      url: `/admin/transfers/${sweep.sweep_payment_id}/reject`,
      headers: s.admin.auth,
      payload: { reason: 'Account unknown' },
    });
    expect(returned.statusCode).toBe(200);
    expect(await bankBalance('suspense')).toBe(suspenseBefore + 4_000n);
    const checking = await s.t.db
      .selectFrom('ledger_accounts')
      .select('balance_cents')
      .where('user_id', '=', c.userId)
      .where('kind', '=', 'checking')
      .executeTakeFirstOrThrow();
    expect(BigInt(checking.balance_cents)).toBe(0n);
  });
});

describe('a closure started by staff', () => {
  it('needs a reason and a second administrator, and holds the balance in suspense', async () => {
    const c = await fundedCustomer(s, 70);
    const url = `/admin/users/${c.userId}/close`;
    const noReason = await s.t.app.inject({
      method: 'POST',
      url,
      headers: s.admin.auth,
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const asked = await s.t.app.inject({
      method: 'POST',
      url,
      headers: s.admin.auth,
      payload: { reason: 'Customer asked by letter' },
    });
    expect(asked.statusCode).toBe(202);
    const requestId = asked.json().request._id as string;
    expect(await closedAt(c.userId)).toBeNull();

    const own = await s.t.app.inject({
      method: 'POST',
      url: `/admin/credits/${requestId}/approve`,
      headers: s.admin.auth,
      payload: {},
    });
    expect(own.statusCode).toBe(403);
    expect(await closedAt(c.userId)).toBeNull();

    const suspenseBefore = await bankBalance('suspense');
    const checker = await adminSession(s.t.app, s.t.db);
    const approved = await s.t.app.inject({
      method: 'POST',
      url: `/admin/credits/${requestId}/approve`,
      headers: checker.auth,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    expect(await closedAt(c.userId)).not.toBeNull();
    expect(await bankBalance('suspense')).toBe(suspenseBefore + 7_000n);
    const closure = await s.t.db
      .selectFrom('account_closures')
      .selectAll()
      .where('user_id', '=', c.userId)
      .executeTakeFirstOrThrow();
    expect(closure).toMatchObject({
      started_by: s.admin._id,
      approved_by: checker._id,
      reason: 'Customer asked by letter',
    });
  });
});
