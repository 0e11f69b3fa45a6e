import fs from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../shared/messages';
import { sanctionsMessages } from '../../shared/financial-crime-messages';
import type { SanctionsHit } from '../../shared/schemas/sanctions';
import { bankSuite, fundedCustomer } from '../test/bank-suite';
import { sendForm } from '../test/fixtures';
import { adminSession, balanceCents, germanBeneficiary, PIN } from '../test/money-helpers';
import { customer, eventually } from '../test/test-app';
import { rescreenAll, screenWiresInFlight } from './sanctions-service';
import { collectCustomerData } from '../data-export/data-export-collect';
import { verifyLedger } from '../ledger/verify-ledger';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const SDN = fixture('sdn.csv');
const ALT = fixture('alt.csv');
const THRESHOLD = 0.92;

const s = bankSuite();
type Admin = Awaited<ReturnType<typeof adminSession>>;
let second: Admin;
/** A payee released as a false positive, which a later version must not hold again. */
let releasedPayee: string;

function upload(
  auth: Record<string, string>,
  fields: Record<string, string>,
  files: { sdn?: Buffer; alt?: Buffer } = { sdn: SDN, alt: ALT },
) {
  const parts = Object.fromEntries(
    Object.entries(files).map(([k, body]) => [
      k,
      { body: body!, filename: `${k}.csv`, contentType: 'text/csv' },
    ]),
  );
  return sendForm(s.t.app, 'POST', '/admin/sanctions/lists', auth, fields, parts);
}

async function countRows(table: string): Promise<number> {
  const r = await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)}`.execute(
    s.t.ownerDb,
  );
  return Number(r.rows[0]!.n);
}

function wire(auth: Record<string, string>, accountName: string, amount = 100) {
  return s.t.app.inject({
    method: 'POST',
    url: '/transfers/international',
    headers: auth,
    payload: { ...germanBeneficiary, accountName, amount, paymentAccount: 'Account 1', pincode: PIN },
  });
}

const settle = (auth: Record<string, string>, paymentId: string, decision = 'approve') =>
  s.t.app.inject({
    method: 'POST',
    url: `/admin/transfers/${paymentId}/${decision}`,
    headers: auth,
    payload: {},
  });

async function hits(status = 'open'): Promise<SanctionsHit[]> {
  const res = await s.t.app.inject({
    url: `/admin/sanctions/hits?status=${status}`,
    headers: s.admin.auth,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const hitOn = async (subjectId: string, status = 'open') =>
  (await hits(status)).find((h) => h.subjectId === subjectId);

function propose(
  auth: Record<string, string>,
  hitId: string,
  decision: 'approve' | 'reject',
  reason?: string,
) {
  return s.t.app.inject({
    method: 'POST',
    url: `/admin/sanctions/hits/${hitId}/${decision}`,
    headers: auth,
    payload: reason ? { reason } : {},
  });
}

const approveRequest = (auth: Record<string, string>, requestId: string) =>
  s.t.app.inject({
    method: 'POST',
    url: `/admin/credits/${requestId}/approve`,
    headers: auth,
    payload: {},
  });

/** A wire held and its hit: the settlement attempt screens it (the job has not run). */
async function heldWire(accountName: string, amount = 100) {
  const c = await fundedCustomer(s, 1_000);
  const sent = await wire(c.auth, accountName, amount);
  expect(sent.statusCode, sent.body).toBe(201);
  const paymentId = sent.json().transaction._id as string;
  const refused = await settle(s.admin.auth, paymentId);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({ code: 'sanctions_hold', message: errorMessages.sanctions_hold });
  const hit = (await hitOn(paymentId))!;
  return { c, paymentId, hit };
}

async function balance(accountKind: string): Promise<bigint> {
  const r = await sql<{ b: string }>`
    SELECT coalesce(sum(CASE WHEN p.credit_account_id = a.id THEN p.amount_cents ELSE -p.amount_cents END),
      0)::text AS b
    FROM ledger_accounts a JOIN postings p ON a.id IN (p.credit_account_id, p.debit_account_id)
    WHERE a.kind = ${accountKind} AND a.user_id IS NULL`.execute(s.t.ownerDb);
  return BigInt(r.rows[0]!.b);
}

describe('sanctions lists', () => {
  it('refuses malformed files with a clear 400 and stores nothing', async () => {
    second = await adminSession(s.t.app, s.t.db);
    const cases: Array<[string, { sdn?: Buffer; alt?: Buffer }, string]> = [
      ['missing alt.csv', { sdn: SDN }, sanctionsMessages.filesRequired],
      [
        'a short sdn.csv line',
        { sdn: Buffer.from('1001,"KRASNOV, Dmitri","individual"\r\n'), alt: ALT },
        sanctionsMessages.badRow('sdn.csv', 1, sanctionsMessages.columns(12, 3)),
      ],
      [
        'a bad ent_num',
        { sdn: Buffer.from(SDN.toString().replace('1002,', 'X2,')), alt: ALT },
        sanctionsMessages.badRow('sdn.csv', 2, sanctionsMessages.badEntNum),
      ],
      [
        'an alias of no entry',
        { sdn: SDN, alt: Buffer.from('9999,1,"aka","NOBODY",-0- \r\n') },
        sanctionsMessages.badRow('alt.csv', 1, sanctionsMessages.unknownEntry),
      ],
      [
        'an unclosed quote',
        { sdn: Buffer.from('1,"OPEN,-0- ,-0-\r\n'), alt: ALT },
        sanctionsMessages.notCsv('sdn.csv'),
      ],
      ['an empty sdn.csv', { sdn: Buffer.from('\x1a\r\n'), alt: ALT }, sanctionsMessages.emptyList],
    ];
    for (const [what, files, message] of cases) {
      const res = await upload(s.admin.auth, { version: 'bad', publishedOn: '2026-11-01' }, files);
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toEqual({ code: 'invalid_input', message });
    }
    const badDate = await upload(s.admin.auth, { version: 'v', publishedOn: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe(sanctionsMessages.badDate);
    const extra = await upload(s.admin.auth, { version: 'v', publishedOn: '2026-11-01', more: 'x' });
    expect(extra.statusCode).toBe(400);
    const customerTry = await customer(s.t.app);
    const forbidden = await upload(customerTry.auth, { version: 'v', publishedOn: '2026-11-01' });
    expect(forbidden.statusCode).toBe(403);
    for (const table of ['sanctions_lists', 'sanctions_entries', 'sanctions_names'])
      expect(await countRows(table), table).toBe(0);
  });

  it('stores a version with its entries and aliases, audited; the same version twice is refused', async () => {
    const res = await upload(s.admin.auth, { version: 'SDN 2026-11-01', publishedOn: '2026-11-01' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(sanctionsMessages.listUploaded('SDN 2026-11-01', 8, 5));
    expect(res.json().list).toMatchObject({
      version: 'SDN 2026-11-01',
      publishedOn: '2026-11-01',
      active: true,
    });
    expect(await countRows('sanctions_entries')).toBe(8);
    // Eight own names and five aliases; `-0-` is empty and the end-of-file mark is no line.
    expect(await countRows('sanctions_names')).toBe(13);
    const entry = await s.t.ownerDb
      .selectFrom('sanctions_entries')
      .selectAll()
      .where('ent_num', '=', 1002)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ name: 'ORVANTIS MARITIME HOLDINGS', sdn_type: null, program: 'NPWMD' });
    const audit = await s.t.ownerDb
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('action', '=', 'sanctions_list_uploaded')
      .execute();
    expect(audit).toEqual([{ action: 'sanctions_list_uploaded', actor_id: s.admin._id }]);
    const again = await upload(s.admin.auth, { version: 'SDN 2026-11-01', publishedOn: '2026-11-01' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(sanctionsMessages.versionExists);
  });
});

describe('wires', () => {
  it('holds a wire to a listed name (token order and accents), released by a second administrator, then settles', async () => {
    const { c, paymentId, hit } = await heldWire('Hector Muller Ortega');
    expect(hit).toMatchObject({
      subjectType: 'payment',
      entNum: 1003,
      screenedName: 'Hector Muller Ortega',
      score: 1,
      customer: { _id: c.userId },
      payment: { amount: 100, status: 'Processing' },
    });
    // Returning it to the customer is refused too: only a decision on the hit lets it move.
    expect((await settle(s.admin.auth, paymentId, 'reject')).statusCode).toBe(409);
    const proposed = await propose(s.admin.auth, hit._id, 'approve', 'Different person: date of birth');
    expect(proposed.statusCode).toBe(202);
    expect(proposed.json().message).toBe(sanctionsMessages.releaseQueued);
    expect((await hitOn(paymentId))!.proposal).toEqual({ decision: 'release', by: s.admin.email });
    // Still held until the checker acts; the maker cannot approve their own proposal.
    expect((await settle(s.admin.auth, paymentId)).statusCode).toBe(409);
    const own = await approveRequest(s.admin.auth, proposed.json().request._id);
    expect(own.statusCode).toBe(403);
    const ok = await approveRequest(second.auth, proposed.json().request._id);
    expect(ok.statusCode, ok.body).toBe(200);
    const released = (await hitOn(paymentId, 'released'))!;
    expect(released).toMatchObject({ decidedBy: second.email, reason: 'Different person: date of birth' });
    const settled = await settle(s.admin.auth, paymentId);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().transaction.status).toBe('Successful');
    const actions = await s.t.ownerDb
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', 'in', [hit._id, proposed.json().request._id])
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual([
      'sanctions_hit_released',
      'sanctions_release_approved',
      'sanctions_release_requested',
    ]);
    const chain = await s.t.app.inject({ url: '/admin/audit/verify', headers: s.admin.auth });
    expect(chain.json()).toMatchObject({ ok: true, brokenAt: null });
    expect(await verifyLedger(s.t.db)).toEqual([]);
  });

  it('blocks a held wire: principal to blocked funds, the fee back, Failed, and a neutral notice', async () => {
    const blockedBefore = await balance('blocked_funds');
    const { c, paymentId, hit } = await heldWire('Dmitri Krasnov', 250);
    expect(hit.entNum).toBe(1001);
    const noReason = await propose(s.admin.auth, hit._id, 'reject');
    expect(noReason.statusCode).toBe(400);
    const proposed = await propose(s.admin.auth, hit._id, 'reject', 'Confirmed match with entry 1001');
    expect(proposed.statusCode).toBe(202);
    // One waiting decision a hit.
    expect((await propose(second.auth, hit._id, 'approve')).statusCode).toBe(409);
    const checkingBefore = await balanceCents(s.t.db, c.userId);
    expect((await approveRequest(second.auth, proposed.json().request._id)).statusCode).toBe(200);
    expect(await balance('blocked_funds')).toBe(blockedBefore + 25_000n);
    const payment = await s.t.ownerDb
      .selectFrom('payments')
      .select(['status', 'decision_reason'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'Failed', decision_reason: sanctionsMessages.paymentReason });
    expect(await balanceCents(s.t.db, c.userId)).toBe(checkingBefore + 3_500n);
    const notes = await s.t.app.inject({ url: '/notifications', headers: c.auth });
    const note = (notes.json().notifications as Array<{ title: string; body: string }>).find(
      (n) => n.title === sanctionsMessages.wireStoppedTitle,
    )!;
    expect(note.body).toMatch(/^We could not complete your wire transfer of \$250\.00 \(VB/);
    expect(note.body.toLowerCase()).not.toMatch(/sanction|blocked|ofac|list/);
    expect((await hitOn(paymentId, 'blocked'))!.decidedBy).toBe(second.email);
    const audited = await s.t.ownerDb
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_id', 'in', [hit._id, paymentId])
      .orderBy('id')
      .execute();
    // The customer's own data says nothing of the screening (no tipping off): no hit, no request, no word.
    const mine = JSON.stringify(await collectCustomerData(s.t.db, c.userId));
    expect(mine).toContain(paymentId);
    expect(mine).not.toMatch(/sanction|blocked/i);
    // The list's spelling of the name, as opposed to what the customer typed.
    expect(mine).not.toMatch(/KRASNOV|Anatolyevich/);
    expect(audited).toEqual([
      { action: 'sanctions_block_requested', actor_id: s.admin._id },
      { action: 'sanctions_hit_blocked', actor_id: second._id },
      { action: 'transfer_blocked', actor_id: second._id },
    ]);
    expect((await settle(s.admin.auth, paymentId)).statusCode).toBe(409);
    expect(await verifyLedger(s.t.db)).toEqual([]);
  });

  it('matches an alias, and lets a name below the threshold through', async () => {
    const alias = await heldWire('Lia Vantorek');
    expect(alias.hit).toMatchObject({ entNum: 1004, matchedName: 'VANTOREK, Lia' });
    const c = await fundedCustomer(s, 1_000);
    const sent = await wire(c.auth, 'Dmitri Kasparov');
    const paymentId = sent.json().transaction._id as string;
    expect((await settle(s.admin.auth, paymentId)).statusCode).toBe(200);
    expect(await hitOn(paymentId)).toBeUndefined();
    // A return of the held alias wire is refused until its hit is decided; decided, it is returned.
    expect((await settle(s.admin.auth, alias.paymentId, 'reject')).statusCode).toBe(409);
    const proposed = await propose(s.admin.auth, alias.hit._id, 'approve');
    expect((await approveRequest(second.auth, proposed.json().request._id)).statusCode).toBe(200);
    expect((await settle(s.admin.auth, alias.paymentId, 'reject')).statusCode).toBe(200);
  });

  it('remembers a false positive per customer and list entry: the same match does not hold again', async () => {
    const { c, paymentId, hit } = await heldWire('Pavel Ostravin');
    const proposed = await propose(s.admin.auth, hit._id, 'approve', 'Known beneficiary');
    expect((await approveRequest(second.auth, proposed.json().request._id)).statusCode).toBe(200);
    expect((await settle(s.admin.auth, paymentId)).statusCode).toBe(200);
    // The same customer, the same entry (through its alias this time): not held.
    const again = await wire(c.auth, 'Paul Ostravine');
    const againId = again.json().transaction._id as string;
    expect((await settle(s.admin.auth, againId)).statusCode).toBe(200);
    // Another customer paying the same name is held.
    const other = await heldWire('Pavel Ostravin');
    expect(other.hit.entNum).toBe(1007);
    const p = await propose(s.admin.auth, other.hit._id, 'approve');
    expect((await approveRequest(second.auth, p.json().request._id)).statusCode).toBe(200);
    expect((await settle(s.admin.auth, other.paymentId)).statusCode).toBe(200);
  });

  it('adds nothing to the transfer request: no statement of a wire request names a sanctions table', async () => {
    const c = await fundedCustomer(s, 1_000);
    const seen: string[] = [];
    const original = pg.Client.prototype.query;
    const spy = function (this: pg.Client, ...args: unknown[]) {
      const q = args[0] as string | { text?: string } | undefined;
      const text = typeof q === 'string' ? q : q?.text;
      // The job worker polls on its own connections meanwhile.
      if (text && !/graphile_worker|LISTEN|UNLISTEN/.test(text)) seen.push(text);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
    pg.Client.prototype.query = spy as typeof original;
    try {
      const sent = await wire(c.auth, 'Tobias Quillmore');
      expect(sent.statusCode).toBe(201);
    } finally {
      pg.Client.prototype.query = original;
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((q) => /sanction/i.test(q))).toEqual([]);
    // The figure for the report: statements a wire request sends to PostgreSQL.
    console.info(`statements of one wire request: ${seen.length}`);
  });

  it('screens wires in flight in the job after the transfer committed, not on the request', async () => {
    const c = await fundedCustomer(s, 1_000);
    const sent = await wire(c.auth, 'Tobias Quillmore');
    expect(sent.statusCode).toBe(201);
    const paymentId = sent.json().transaction._id as string;
    // The request itself screens nothing.
    const screened = await s.t.ownerDb
      .selectFrom('sanctions_screenings')
      .select('subject_id')
      .where('subject_id', '=', paymentId)
      .execute();
    expect(screened).toEqual([]);
    expect(await screenWiresInFlight(s.t.db, THRESHOLD)).toMatch(/held/);
    expect((await hitOn(paymentId))!.entNum).toBe(1008);
    const p = await propose(s.admin.auth, (await hitOn(paymentId))!._id, 'approve');
    expect((await approveRequest(second.auth, p.json().request._id)).statusCode).toBe(200);
    expect((await settle(s.admin.auth, paymentId)).statusCode).toBe(200);
  });
});

describe('payees and customers', () => {
  const payeeBody = (name: string) => ({
    type: 'international',
    name,
    bankName: germanBeneficiary.bankName,
    accountNumber: germanBeneficiary.accountNumber,
    routingNumber: germanBeneficiary.routingNumber,
    bankCountry: germanBeneficiary.bankCountry,
    accountType: germanBeneficiary.accountType,
  });

  it('holds a new payee on a hit: it cannot be paid until released', async () => {
    const c = await fundedCustomer(s, 1_000);
    const saved = await s.t.app.inject({
      method: 'POST',
      url: '/payees',
      headers: c.auth,
      payload: payeeBody('Orvantis Maritime Holdings Ltd'),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const payeeId = saved.json().payee._id as string;
    releasedPayee = payeeId;
    const hit = (await hitOn(payeeId))!;
    expect(hit).toMatchObject({ subjectType: 'payee', entNum: 1002, payment: null });
    const pay = () =>
      s.t.app.inject({
        method: 'POST',
        url: '/transfers/international',
        headers: c.auth,
        payload: { payeeId, amount: 10, paymentAccount: 'Account 1', pincode: PIN },
      });
    const refused = await pay();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'payee_on_hold', message: errorMessages.payee_on_hold });
    const p = await propose(s.admin.auth, hit._id, 'approve');
    expect((await approveRequest(second.auth, p.json().request._id)).statusCode).toBe(200);
    const paid = await pay();
    expect(paid.statusCode, paid.body).toBe(201);
    const mine = JSON.stringify(await collectCustomerData(s.t.db, c.userId));
    expect(mine).not.toMatch(/sanction/i);
    expect(mine).not.toMatch(/ORVANTIS MARITIME/);
    // The wire to the released payee is the same customer and entry: it settles.
    expect((await settle(s.admin.auth, paid.json().transaction._id)).statusCode).toBe(200);
  });

  it('screens a registration in the job its trigger queues; a block disables the customer', async () => {
    const c = await customer(s.t.app, { firstName: 'Aurelia', lastName: 'Van Torrek' });
    const hit = await eventually(() => hitOn(c.userId), 'the registration hit');
    expect(hit).toMatchObject({ subjectType: 'customer', entNum: 1004, customer: { _id: c.userId } });
    const p = await propose(s.admin.auth, hit._id, 'reject', 'Confirmed identity match');
    expect((await approveRequest(second.auth, p.json().request._id)).statusCode).toBe(200);
    const user = await s.t.ownerDb
      .selectFrom('users')
      .select(['disabled_at', 'disabled_reason'])
      .where('id', '=', c.userId)
      .executeTakeFirstOrThrow();
    expect(user.disabled_at).not.toBeNull();
    expect(user.disabled_reason).toBe(sanctionsMessages.customerRestricted);
  });

  it("holds every wire of a customer whose own hit is open, with the customer's match", async () => {
    const c = await fundedCustomer(s, 1_000, 'Pavlo', 'Ostravin');
    const own = await eventually(() => hitOn(c.userId), 'the registration hit');
    expect(own.entNum).toBe(1007);
    const sent = await wire(c.auth, 'Lise Meitner');
    const paymentId = sent.json().transaction._id as string;
    expect((await settle(s.admin.auth, paymentId)).statusCode).toBe(409);
    expect(await hitOn(paymentId)).toMatchObject({
      subjectType: 'payment',
      entNum: 1007,
      screenedName: 'Pavlo Ostravin',
    });
    // Released as one person's false positive, the customer's later wires go through.
    for (const hit of [own, (await hitOn(paymentId))!]) {
      const p = await propose(s.admin.auth, hit._id, 'approve', 'Different date of birth');
      expect((await approveRequest(second.auth, p.json().request._id)).statusCode).toBe(200);
    }
    expect((await settle(s.admin.auth, paymentId)).statusCode).toBe(200);
    const next = await wire(c.auth, 'Lise Meitner');
    expect((await settle(s.admin.auth, next.json().transaction._id)).statusCode).toBe(200);
  });

  it('keeps a blocked payee held for good', async () => {
    const c = await fundedCustomer(s, 1_000);
    const saved = await s.t.app.inject({
      method: 'POST',
      url: '/payees',
      headers: c.auth,
      payload: payeeBody('Blackwater Fern Shipping Co'),
    });
    const payeeId = saved.json().payee._id as string;
    const hit = (await hitOn(payeeId))!;
    expect(hit.entNum).toBe(1005);
    const p = await propose(s.admin.auth, hit._id, 'reject', 'Listed shipping company');
    expect((await approveRequest(second.auth, p.json().request._id)).statusCode).toBe(200);
    const pay = await s.t.app.inject({
      method: 'POST',
      url: '/transfers/international',
      headers: c.auth,
      payload: { payeeId, amount: 10, paymentAccount: 'Account 1', pincode: PIN },
    });
    expect(pay.json().code).toBe('payee_on_hold');
    expect((await hitOn(payeeId, 'blocked'))!.reason).toBe('Listed shipping company');
  });

  it('screens a change of name, and nobody else', async () => {
    const c = await customer(s.t.app, { firstName: 'Grace', lastName: 'Hopper' });
    await sql`UPDATE users SET last_name = 'Quillmore', first_name = 'Tobias' WHERE id = ${c.userId}`.execute(
      s.t.ownerDb,
    );
    const hit = await eventually(() => hitOn(c.userId), 'the name-change hit');
    expect(hit.entNum).toBe(1008);
    const plain = await customer(s.t.app, { firstName: 'Grace', lastName: 'Hopper' });
    await new Promise((r) => setTimeout(r, 500));
    expect(await hitOn(plain.userId)).toBeUndefined();
  });

  it('re-screens every payee and customer when a new version is uploaded', async () => {
    const c = await fundedCustomer(s, 0, 'Marguerite', 'Delacombe');
    const saved = await s.t.app.inject({
      method: 'POST',
      url: '/payees',
      headers: c.auth,
      payload: payeeBody('Silvio Brandtmeyer'),
    });
    const payeeId = saved.json().payee._id as string;
    expect(await hitOn(payeeId)).toBeUndefined();
    const v2sdn = Buffer.concat([
      Buffer.from(SDN.toString().replace('\x1a\r\n', '')),
      Buffer.from(
        '1009,"BRANDTMEYER, Silvio","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n' +
          '1010,"DELACOMBE, Marguerite","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n',
      ),
    ]);
    const res = await upload(
      s.admin.auth,
      { version: 'SDN 2026-11-20', publishedOn: '2026-11-20' },
      {
        sdn: v2sdn,
        alt: ALT,
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    // The upload queued the job; running it here as well changes nothing (one open hit a subject).
    await rescreenAll(s.t.db, THRESHOLD);
    const payeeHit = await eventually(() => hitOn(payeeId), 'the payee re-screened');
    expect(payeeHit).toMatchObject({ entNum: 1009, listVersion: 'SDN 2026-11-20' });
    const customerHit = await eventually(() => hitOn(c.userId), 'the customer re-screened');
    expect(customerHit.entNum).toBe(1010);
    expect((await hits()).filter((h) => h.subjectId === payeeId)).toHaveLength(1);
    // The payee released as a false positive is not held again by the new version.
    expect(await hitOn(releasedPayee)).toBeUndefined();
    const lists = await s.t.app.inject({ url: '/admin/sanctions/lists', headers: s.admin.auth });
    expect(lists.json().map((l: { version: string; active: boolean }) => [l.version, l.active])).toEqual([
      ['SDN 2026-11-20', true],
      ['SDN 2026-11-01', false],
    ]);
  });
});
