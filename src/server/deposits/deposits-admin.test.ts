import { bankSuite } from '../test/bank-suite';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { loadConfig } from '../config';
import { verifyLedger } from '../ledger/verify-ledger';
import { uploadCheque } from '../test/fixtures';
import { adminSession, balanceCents } from '../test/money-helpers';
import { customer } from '../test/test-app';

const s = bankSuite();

async function pendingCheque(amount: string) {
  const c = await customer(s.t.app, { firstName: 'Katherine', lastName: 'Johnson' });
  const res = await uploadCheque(s.t.app, c.auth, amount);
  expect(res.statusCode).toBe(201);
  return { c, deposit: res.json().deposit as { _id: string; transactionId: string; reference: string } };
}

const decide = (
  auth: Record<string, string>,
  id: string,
  decision: 'approve' | 'reject',
  payload?: Record<string, unknown>,
) => s.t.app.inject({ method: 'POST', url: `/admin/deposits/${id}/${decision}`, headers: auth, payload });

async function auditOf(targetId: string) {
  return s.t.db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'amount_cents', 'reason'])
    .where('target_id', '=', targetId)
    .execute();
}

describe('the administrators’ cheque queue', () => {
  it('lists Pending cheques with the customer, amount, date and image URL', async () => {
    const { c, deposit } = await pendingCheque('123.45');
    const res = await s.t.app.inject({ url: '/admin/deposits?status=Pending', headers: s.admin.auth });
    expect(res.statusCode).toBe(200);
    const row = (res.json() as Array<{ _id: string }>).find((d) => d._id === deposit._id);
    expect(row).toMatchObject({
      amount: 123.45,
      status: 'Pending',
      imageUrl: `/deposits/${deposit._id}/image`,
      customer: { _id: c.userId, name: 'Katherine Johnson', email: c.email },
    });
    expect(new Date((row as unknown as { createdAt: string }).createdAt).getTime()).toBeGreaterThan(0);
    expect(
      (await s.t.app.inject({ url: '/admin/deposits?status=Other', headers: s.admin.auth })).statusCode,
    ).toBe(400);
  });

  it('approve credits exactly the amount from cheque clearing, once', async () => {
    const { c, deposit } = await pendingCheque('250');
    const res = await decide(s.admin.auth, deposit._id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: messages.chequeDeposit.approved,
      deposit: { status: 'Approved', transactionStatus: 'Successful' },
    });
    expect(await balanceCents(s.t.db, c.userId)).toBe(25_000n);
    const statement = (await s.t.app.inject({ url: '/transactions', headers: c.auth })).json();
    expect(statement.transactions[0]).toMatchObject({
      reference: deposit.reference,
      description: 'Cheque deposit',
      status: 'Successful',
      amount: 250,
    });
    // The ledger's postings are shown to administrators only.
    const receipt = (
      await s.t.app.inject({ url: `/transactions/${deposit.transactionId}`, headers: s.admin.auth })
    ).json();
    expect(JSON.stringify(receipt)).toContain('Cheque clearing');
    expect(await verifyLedger(s.t.db)).toEqual([]);

    const again = await decide(s.admin.auth, deposit._id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_decided');
    expect((await decide(s.admin.auth, deposit._id, 'reject', { reason: 'Too late' })).statusCode).toBe(409);
    expect(await balanceCents(s.t.db, c.userId)).toBe(25_000n);

    const audit = await auditOf(deposit._id);
    expect(audit).toEqual([
      { actor_id: s.admin._id, action: 'cheque_deposit_approved', amount_cents: 25_000n, reason: null },
    ]);
    const notes = (await s.t.app.inject({ url: '/notifications', headers: c.auth })).json();
    expect(JSON.stringify(notes)).toContain('Cheque deposit approved');
  });

  it('reject marks the payment Failed with the reason and moves no money', async () => {
    const { c, deposit } = await pendingCheque('80');
    expect((await decide(s.admin.auth, deposit._id, 'reject', {})).statusCode).toBe(400);
    expect((await decide(s.admin.auth, deposit._id, 'reject', { reason: '   ' })).statusCode).toBe(400);
    expect((await decide(s.admin.auth, deposit._id, 'reject', { reason: 'x', extra: 1 })).statusCode).toBe(
      400,
    );
    const res = await decide(s.admin.auth, deposit._id, 'reject', { reason: 'Signature missing' });
    expect(res.statusCode).toBe(200);
    expect(res.json().deposit).toMatchObject({
      status: 'Rejected',
      reason: 'Signature missing',
      transactionStatus: 'Failed',
    });
    expect(await balanceCents(s.t.db, c.userId)).toBe(0n);
    const statement = (await s.t.app.inject({ url: '/transactions', headers: c.auth })).json();
    expect(statement.transactions[0]).toMatchObject({ status: 'Failed', reason: 'Signature missing' });
    const mine = (await s.t.app.inject({ url: '/deposits', headers: c.auth })).json();
    expect(mine[0]).toMatchObject({ status: 'Rejected', reason: 'Signature missing' });
    expect((await decide(s.admin.auth, deposit._id, 'reject', { reason: 'Again' })).statusCode).toBe(409);
    expect((await decide(s.admin.auth, deposit._id, 'approve')).statusCode).toBe(409);
    expect(await balanceCents(s.t.db, c.userId)).toBe(0n);
    expect(await auditOf(deposit._id)).toEqual([
      {
        actor_id: s.admin._id,
        action: 'cheque_deposit_rejected',
        amount_cents: 8_000n,
        reason: 'Signature missing',
      },
    ]);
    expect(await verifyLedger(s.t.db)).toEqual([]);
  });

  it('two administrators approving at once credit the cheque once', async () => {
    const { c, deposit } = await pendingCheque('40');
    const second = await adminSession(s.t.app, s.t.db);
    const answers = await Promise.all([
      decide(s.admin.auth, deposit._id, 'approve'),
      decide(second.auth, deposit._id, 'approve'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceCents(s.t.db, c.userId)).toBe(4_000n);
  });

  it('refuses customers (403), the signed out (401) and unknown deposits (404)', async () => {
    const { c, deposit } = await pendingCheque('10');
    expect((await s.t.app.inject({ url: '/admin/deposits', headers: c.auth })).statusCode).toBe(403);
    expect((await decide(c.auth, deposit._id, 'approve')).statusCode).toBe(403);
    expect((await decide(c.auth, deposit._id, 'reject', { reason: 'mine' })).statusCode).toBe(403);
    expect((await s.t.app.inject({ url: '/admin/deposits' })).statusCode).toBe(401);
    expect((await decide({}, deposit._id, 'approve')).statusCode).toBe(401);
    expect((await decide(s.admin.auth, '00000000-0000-4000-8000-000000000000', 'approve')).statusCode).toBe(
      404,
    );
    expect((await decide(s.admin.auth, 'nope', 'approve')).statusCode).toBe(404);
    expect(await balanceCents(s.t.db, c.userId)).toBe(0n);
  });
});

describe('CRYPTO_DEPOSIT_ADDRESS', () => {
  it('has a documented default, accepts another address and refuses what is not one', () => {
    expect(loadConfig({}).cryptoDepositAddress).toBe('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    const legacy = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';
    expect(loadConfig({ CRYPTO_DEPOSIT_ADDRESS: legacy }).cryptoDepositAddress).toBe(legacy);
    expect(() => loadConfig({ CRYPTO_DEPOSIT_ADDRESS: '<script>' })).toThrow(/CRYPTO_DEPOSIT_ADDRESS/);
  });
});
