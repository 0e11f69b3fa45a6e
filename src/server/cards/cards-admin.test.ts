import { bankSuite } from '../test/bank-suite';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { verifyLedger } from '../ledger/verify-ledger';
import { balanceCents } from '../test/money-helpers';
import { apply, feeIncomeCents, fundedCustomer, looksLikeCardNumber } from './cards-test-helpers';

const s = bankSuite();

const decide = (
  id: string,
  decision: 'approve' | 'reject',
  auth: Record<string, string> = s.admin.auth,
  payload?: Record<string, unknown>,
) =>
  s.t.app.inject({
    method: 'POST',
    url: `/admin/cards/${id}/${decision}`,
    headers: auth,
    ...(payload === undefined ? {} : { payload }),
  });

/** A funded customer with one Pending application. */
async function applied(brand = 'Gold Card') {
  const c = await fundedCustomer(s.t.app, s.admin.auth);
  const res = await apply(s.t.app, c.auth, { account: 'Checking Account', pincode: '4321', brand });
  expect(res.statusCode).toBe(201);
  return { ...c, applicationId: res.json().application._id as string };
}

async function auditActions(targetId: string) {
  const rows = await s.t.db
    .selectFrom('audit_log')
    .select(['action', 'reason'])
    .where('target_id', '=', targetId)
    .execute();
  return rows;
}

describe('the card queue', () => {
  it('lists Pending applications with the customer, and refuses customers and strangers', async () => {
    const c = await applied();
    const res = await s.t.app.inject({ url: '/admin/cards?status=Pending', headers: s.admin.auth });
    expect(res.statusCode).toBe(200);
    const item = res.json().find((a: { _id: string }) => a._id === c.applicationId);
    expect(item).toMatchObject({
      brand: 'Gold Card',
      status: 'Pending',
      account: 'Checking',
      accountNumber: c.checking.accountNumber,
      fee: 50,
      customer: { _id: c.userId, name: 'Ada Lovelace', email: c.email },
    });
    expect((await s.t.app.inject({ url: '/admin/cards', headers: c.auth })).statusCode).toBe(403);
    expect((await decide(c.applicationId, 'approve', c.auth)).statusCode).toBe(403);
    expect((await decide(c.applicationId, 'reject', c.auth, { reason: 'x' })).statusCode).toBe(403);
    expect((await s.t.app.inject({ url: '/admin/cards' })).statusCode).toBe(401);
    expect((await decide(c.applicationId, 'approve', {})).statusCode).toBe(401);
    expect(
      (await s.t.app.inject({ url: '/admin/cards?status=Lost', headers: s.admin.auth })).statusCode,
    ).toBe(400);
    expect((await s.t.app.inject({ url: '/admin/cards?limit=101', headers: s.admin.auth })).statusCode).toBe(
      400,
    );
  });
});

describe('approval', () => {
  it('issues a card with brand, last four digits and expiry only; audited and notified', async () => {
    const c = await applied('Black Card');
    const res = await decide(c.applicationId, 'approve', s.admin.auth, { reason: 'Good standing' });
    expect(res.statusCode).toBe(200);
    const { application, card } = res.json();
    expect(application).toMatchObject({ status: 'Approved', reason: 'Good standing' });
    expect(card.last4).toMatch(/^\d{4}$/);
    expect(card).toMatchObject({
      brand: 'Black Card',
      masked: `•••• ${card.last4}`,
      status: 'Active',
      account: 'Checking',
      expiryMonth: new Date().getUTCMonth() + 1,
      expiryYear: new Date().getUTCFullYear() + 4,
    });
    expect(Object.keys(card).sort()).toEqual(
      [
        '_id',
        'account',
        'brand',
        'createdAt',
        'expiryMonth',
        'expiryYear',
        'last4',
        'masked',
        'status',
      ].sort(),
    );
    const mine = await s.t.app.inject({ url: '/cards', headers: c.auth });
    expect(mine.json().cards).toEqual([card]);
    expect(mine.json().applications[0]).toMatchObject({ _id: c.applicationId, status: 'Approved' });
    const queue = await s.t.app.inject({ url: '/admin/cards?status=Approved', headers: s.admin.auth });
    for (const body of [res.body, mine.body, queue.body]) expect(looksLikeCardNumber(body), body).toBe(false);

    expect(await auditActions(c.applicationId)).toEqual([
      { action: 'card_approved', reason: 'Good standing' },
    ]);
    const notes = (await s.t.app.inject({ url: '/notifications', headers: c.auth })).body;
    expect(notes).toContain(messages.cards.approvedTitle);
    expect(notes).toContain(`•••• ${card.last4}`);
    expect(await balanceCents(s.t.db, c.userId)).toBe(95_000n);
  });

  it('keeps no column that could hold a full card number or a CVV', async () => {
    const columns = await sql<{
      table_name: string;
      column_name: string;
      data_type: string;
      len: number | null;
    }>`
      SELECT table_name, column_name, data_type, character_maximum_length AS len
      FROM information_schema.columns WHERE table_name IN ('cards', 'card_applications')`.execute(s.t.db);
    const cards = columns.rows.filter((r) => r.table_name === 'cards');
    expect(cards.map((r) => r.column_name).sort()).toEqual(
      [
        'account_id',
        'application_id',
        'brand',
        'created_at',
        'expiry_month',
        'expiry_year',
        'id',
        'last4',
        'status',
        'user_id',
      ].sort(),
    );
    expect(cards.find((r) => r.column_name === 'last4')).toMatchObject({ data_type: 'character', len: 4 });
    for (const r of columns.rows) expect(r.column_name).not.toMatch(/pan|number|cvv|cvc|security/i);
  });

  it('answers 409 to a second decision, 404 to an unknown id, and one of two racing approvals wins', async () => {
    const c = await applied();
    const [a, b] = await Promise.all([
      decide(c.applicationId, 'approve'),
      decide(c.applicationId, 'approve'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await decide(c.applicationId, 'approve')).statusCode).toBe(409);
    const late = await decide(c.applicationId, 'reject', s.admin.auth, { reason: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('already_decided');
    const cards = await s.t.db.selectFrom('cards').select('id').where('user_id', '=', c.userId).execute();
    expect(cards).toHaveLength(1);
    expect(await balanceCents(s.t.db, c.userId)).toBe(95_000n);
    expect((await decide('00000000-0000-4000-8000-000000000000', 'approve')).statusCode).toBe(404);
    expect((await decide('not-an-id', 'approve')).statusCode).toBe(404);
    expect((await decide(c.applicationId, 'approve', s.admin.auth, { extra: 1 })).statusCode).toBe(400);
  });
});

describe('rejection', () => {
  it('refunds the fee in the same step, shows the reason, is audited and notified', async () => {
    const c = await applied();
    const fees = await feeIncomeCents(s.t.db);
    const res = await decide(c.applicationId, 'reject', s.admin.auth, { reason: 'Income not verified' });
    expect(res.statusCode).toBe(200);
    expect(res.json().application).toMatchObject({ status: 'Rejected', reason: 'Income not verified' });
    expect(await balanceCents(s.t.db, c.userId)).toBe(100_000n);
    expect(await feeIncomeCents(s.t.db)).toBe(fees - 5_000n);

    const fee = await s.t.db
      .selectFrom('payments')
      .select(['id', 'status', 'decision_reason'])
      .where('user_id', '=', c.userId)
      .where('kind', '=', 'card_fee')
      .executeTakeFirstOrThrow();
    expect(fee).toMatchObject({ status: 'Failed', decision_reason: 'Income not verified' });
    const refund = await s.t.db
      .selectFrom('postings as p')
      .innerJoin('ledger_accounts as d', 'd.id', 'p.debit_account_id')
      .select(['d.kind as debit_kind', 'p.credit_account_id', 'p.amount_cents'])
      .where('p.payment_id', '=', fee.id)
      .where('p.code', '=', 'fee_refund')
      .execute();
    expect(refund).toEqual([
      { debit_kind: 'fee_income', credit_account_id: c.checking._id, amount_cents: 5_000n },
    ]);

    const mine = (await s.t.app.inject({ url: '/cards', headers: c.auth })).json();
    expect(mine.cards).toEqual([]);
    expect(mine.applications[0]).toMatchObject({ status: 'Rejected', reason: 'Income not verified' });
    expect(await auditActions(c.applicationId)).toEqual([
      { action: 'card_rejected', reason: 'Income not verified' },
    ]);
    const notes = (await s.t.app.inject({ url: '/notifications', headers: c.auth })).body;
    expect(notes).toContain('Income not verified');
    expect(await verifyLedger(s.t.db)).toEqual([]);

    const again = await decide(c.applicationId, 'reject', s.admin.auth, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect((await decide(c.applicationId, 'approve')).statusCode).toBe(409);
    expect(await balanceCents(s.t.db, c.userId)).toBe(100_000n);
  });

  it('needs a reason', async () => {
    const c = await applied();
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      expect((await decide(c.applicationId, 'reject', s.admin.auth, payload)).statusCode).toBe(400);
    }
    expect(await balanceCents(s.t.db, c.userId)).toBe(95_000n);
  });

  it('lets the customer apply again for the same brand once decided', async () => {
    const c = await applied();
    await decide(c.applicationId, 'reject', s.admin.auth, { reason: 'Try again later' });
    expect((await apply(s.t.app, c.auth)).statusCode).toBe(201);
    expect(await balanceCents(s.t.db, c.userId)).toBe(95_000n);
  });
});

describe('freeze and unfreeze', () => {
  it('lets the owner freeze and unfreeze; 409 when already so; 404 for anyone else', async () => {
    const c = await applied();
    const { card } = (await decide(c.applicationId, 'approve')).json();
    const act = (action: string, auth: Record<string, string> = c.auth, id: string = card._id) =>
      s.t.app.inject({ method: 'POST', url: `/cards/${id}/${action}`, headers: auth });

    const frozen = await act('freeze');
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect(frozen.json()).toMatchObject({
      message: messages.cards.frozen(card.masked),
      card: { status: 'Frozen' },
    });
    expect((await act('freeze')).statusCode).toBe(409);
    const active = await act('unfreeze');
    expect(active.json().card.status).toBe('Active');
    expect((await act('unfreeze')).statusCode).toBe(409);

    const other = await fundedCustomer(s.t.app, s.admin.auth, 0);
    expect((await act('freeze', other.auth)).statusCode).toBe(404);
    expect((await act('unfreeze', other.auth)).statusCode).toBe(404);
    expect((await act('freeze', c.auth, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await act('freeze', c.auth, 'nope')).statusCode).toBe(404);
    expect((await act('freeze', s.admin.auth)).statusCode).toBe(403);
    expect((await act('freeze', {})).statusCode).toBe(401);
    const status = await s.t.db
      .selectFrom('cards')
      .select('status')
      .where('id', '=', card._id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('Active');
  });
});
