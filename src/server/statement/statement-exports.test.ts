import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parseSync } from 'ofx-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsOf, adminSession, credit, PIN, setPin } from '../test/money-helpers';
import { createTestApp, customer, type TestApp } from '../test/test-app';

const run = promisify(execFile);
const XSD = fileURLToPath(new URL('./testdata/camt.053.001.02.xsd', import.meta.url));

let t: TestApp;
let admin: Record<string, string>;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminSession(t.app, t.db)).auth;
  dir = await mkdtemp(join(tmpdir(), 'camt-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

const today = new Date().toISOString().slice(0, 10);
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
// Customer-entered text with everything XML must escape, and a control character it cannot carry at all.
const NASTY = `Tom & Jerry <"O'Brien"> ]]>\u0007`;

/** A customer with two credits, a transfer out that settles and one that is returned (principal and fee). */
async function ledgerWithMovements() {
  const c = await customer(t.app);
  await setPin(t.app, c.auth);
  await credit(t.app, admin, c.userId, 500);
  await credit(t.app, admin, c.userId, '20.05');
  const transfer = async (details: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/transfers/local',
        headers: c.auth,
        payload: {
          amount: 10,
          paymentAccount: 'Checking',
          bankName: 'Other Bank',
          accountNumber: '123456789',
          accountName: NASTY,
          details,
          pincode: PIN,
        },
      })
    ).json().transaction._id as string;
  const settled = await transfer(`Rent <May> & "more" ${'x'.repeat(200)}`);
  const returned = await transfer('To be returned');
  const decide = (id: string, d: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/admin/transfers/${id}/${d}`, headers: admin, payload });
  expect((await decide(settled, 'approve', {})).statusCode).toBe(200);
  expect((await decide(returned, 'reject', { reason: 'Closed' })).statusCode).toBe(200);
  return { ...c, ...(await accountsOf(t.app, c.auth)), settled, returned };
}

const exportOf = (auth: Record<string, string>, format: string, from = today, to = today) =>
  t.app.inject({ url: `/transactions/export?format=${format}&from=${from}&to=${to}`, headers: auth });

async function xmllint(name: string, xml: string) {
  const file = join(dir, name);
  await writeFile(file, xml);
  return run('xmllint', ['--noout', '--schema', XSD, file]).then(
    () => ({ ok: true, stderr: '' }),
    (err: { stderr: string }) => ({ ok: false, stderr: err.stderr }),
  );
}

type OfxTransaction = { TRNTYPE: string; TRNAMT: string; FITID: string; NAME: string; MEMO: string };

describe('OFX and camt.053 statements', () => {
  it('OFX parses with an OFX library; its transactions and balances are the ledger', async () => {
    const c = await ledgerWithMovements();
    const res = await exportOf(c.auth, 'ofx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ofx/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="statement-${today}-${today}.ofx"`);
    const ofx = parseSync(res.body).OFX;
    const stmt = ofx.BANKMSGSRSV1.STMTTRNRS.STMTRS;
    expect(stmt.CURDEF).toBe('USD');
    expect(stmt.BANKACCTFROM).toMatchObject({ ACCTID: c.checking.accountNumber, ACCTTYPE: 'CHECKING' });
    const list = stmt.BANKTRANLIST.STMTTRN as unknown as OfxTransaction[];
    expect(list.map((x) => [x.TRNTYPE, x.TRNAMT])).toEqual([
      ['CREDIT', '500.00'],
      ['CREDIT', '20.05'],
      ['DEBIT', '-10.00'], // $10 to the payee and the bank's $30 fee, each a transaction of its own
      ['FEE', '-30.00'],
      ['DEBIT', '-10.00'],
      ['FEE', '-30.00'],
      ['CREDIT', '10.00'], // the return of the second: principal and fee back
      ['CREDIT', '30.00'],
    ]);
    expect(list[2]!.FITID).toBe(c.settled);
    expect(list[3]!.FITID).toBe(`${c.settled}-FEE`);
    expect(list[4]!.FITID).toBe(c.returned);
    expect(list[6]!.FITID).toBe(`${c.returned}-R`);
    expect(list[7]!.FITID).toBe(`${c.returned}-R-FEE`);
    expect(new Set(list.map((x) => x.FITID)).size).toBe(list.length);
    expect(list[3]!.NAME).toBe('Bank fee');
    expect(list[2]!.NAME).toBe(`Tom & Jerry <"O'Brien"> ]]>`.slice(0, 32));
    expect(list[2]!.MEMO).toMatch(/^VB\d{8}\w{12} Local transfer: Rent <May> & "more" x+$/);
    const sum = list.reduce((s, x) => s + Math.round(Number(x.TRNAMT) * 100), 0);
    expect(sum).toBe(48_005);
    expect(stmt.LEDGERBAL.BALAMT).toBe('480.05');
    expect(stmt.AVAILBAL.BALAMT).toBe('480.05');
    const accounts = (await t.app.inject({ url: '/accounts', headers: c.auth })).json();
    expect(accounts.find((a: { name: string }) => a.name === 'Checking').balance).toBe(480.05);
  });

  it('camt.053 validates against the schema, with OPBD, CLBD and escaped customer text', async () => {
    const c = await ledgerWithMovements();
    const res = await exportOf(c.auth, 'camt053');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="statement-${today}-${today}.camt053.xml"`,
    );
    const xml = res.body;
    expect(await xmllint('statement.xml', xml)).toEqual({ ok: true, stderr: '' });
    expect(xml).toContain(`<Othr><Id>${c.checking.accountNumber}</Id></Othr>`);
    expect(xml).toMatch(/<Cd>OPBD<\/Cd><\/CdOrPrtry><\/Tp><Amt Ccy="USD">0\.00<\/Amt><CdtDbtInd>CRDT/);
    expect(xml).toMatch(/<Cd>CLBD<\/Cd><\/CdOrPrtry><\/Tp><Amt Ccy="USD">480\.05<\/Amt><CdtDbtInd>CRDT/);
    expect(xml.match(/<Ntry>/g)).toHaveLength(5);
    expect(xml.match(/<Sts>BOOK<\/Sts>/g)).toHaveLength(5);
    expect(xml).toContain(`<Cdtr><Nm>Tom &amp; Jerry &lt;&quot;O&apos;Brien&quot;&gt; ]]&gt;</Nm></Cdtr>`);
    expect(xml).not.toContain('\u0007');
    expect(xml).toContain('<RvslInd>true</RvslInd>');
    expect(xml).toMatch(/<Ustrd>Local transfer: Rent &lt;May&gt; &amp; &quot;more&quot; x+<\/Ustrd>/);
  });

  it('a $20 payment with its $30 fee reconciles apart in both formats', async () => {
    const c = await customer(t.app);
    await setPin(t.app, c.auth);
    await credit(t.app, admin, c.userId, 100);
    const res = await t.app.inject({
      method: 'POST',
      url: '/transfers/local',
      headers: c.auth,
      payload: {
        amount: 20,
        paymentAccount: 'Checking',
        bankName: 'Other Bank',
        accountNumber: '123456789',
        accountName: 'Landlord',
        pincode: PIN,
      },
    });
    expect(res.statusCode).toBe(201);
    const paid = res.json().transaction;
    expect([paid.amount, paid.fee]).toEqual([20, 30]);

    const ofx = parseSync((await exportOf(c.auth, 'ofx')).body).OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS;
    const list = ofx.BANKTRANLIST.STMTTRN as unknown as OfxTransaction[];
    expect(list.map((x) => [x.TRNTYPE, x.TRNAMT, x.NAME])).toEqual([
      ['CREDIT', '100.00', expect.any(String)],
      ['DEBIT', '-20.00', 'Landlord'],
      ['FEE', '-30.00', 'Bank fee'],
    ]);
    expect(ofx.LEDGERBAL.BALAMT).toBe('50.00');

    const camt = (await exportOf(c.auth, 'camt053')).body;
    expect(await xmllint('fee.xml', camt)).toEqual({ ok: true, stderr: '' });
    const debit = camt.split('<Ntry>').find((n) => n.includes('<CdtDbtInd>DBIT'))!;
    // The booked entry is what left the account; its charges and the transaction's own amount say apart.
    expect(debit).toMatch(/^<NtryRef>[^<]+<\/NtryRef><Amt Ccy="USD">50\.00<\/Amt><CdtDbtInd>DBIT/);
    expect(debit).toContain(
      '<Chrgs><Amt Ccy="USD">30.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Br>DEBT</Br></Chrgs>',
    );
    expect(debit).toContain('<AmtDtls><TxAmt><Amt Ccy="USD">20.00</Amt></TxAmt></AmtDtls>');
    expect(camt).toMatch(/CLBD<\/Cd><\/CdOrPrtry><\/Tp><Amt Ccy="USD">50\.00</);
  });

  it('the schema check is real: a field over its length fails it', async () => {
    const c = await ledgerWithMovements();
    const xml = (await exportOf(c.auth, 'camt053')).body.replace(
      /<AcctSvcrRef>[^<]+<\/AcctSvcrRef>/,
      `<AcctSvcrRef>${'R'.repeat(36)}</AcctSvcrRef>`,
    );
    const result = await xmllint('broken.xml', xml);
    expect(result.ok).toBe(false);
    expect(result.stderr).toMatch(/AcctSvcrRef/);
  });

  it('a range after the movements opens and closes on the balance, with no entries; only own accounts', async () => {
    const c = await ledgerWithMovements();
    const ofx = parseSync((await exportOf(c.auth, 'ofx', tomorrow, tomorrow)).body).OFX;
    const stmt = ofx.BANKMSGSRSV1.STMTTRNRS.STMTRS;
    expect(stmt.BANKTRANLIST.STMTTRN).toBeUndefined();
    expect(stmt.LEDGERBAL.BALAMT).toBe('480.05');
    const camt = (await exportOf(c.auth, 'camt053', tomorrow, tomorrow)).body;
    expect(await xmllint('empty.xml', camt)).toEqual({ ok: true, stderr: '' });
    expect(camt).toMatch(/OPBD<\/Cd><\/CdOrPrtry><\/Tp><Amt Ccy="USD">480\.05</);
    const other = await customer(t.app);
    const url = `/transactions/export?format=ofx&from=${today}&to=${today}&account=${c.checking._id}`;
    expect((await t.app.inject({ url, headers: other.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: admin })).statusCode).toBe(403);
    expect((await exportOf(c.auth, 'qif')).statusCode).toBe(400);
  });
});
