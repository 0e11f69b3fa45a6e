import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, credit } from '../test/money-helpers';
import { createTestApp, customer, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminSession(t.app, t.db)).auth;
});
afterAll(() => t.close());

/** The text of every page of a PDF, as a reader would copy it. */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const loading = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const pdf = await loading.promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await loading.destroy();
  return pages;
}

const today = new Date().toISOString().slice(0, 10);

describe('statement and receipt PDFs', () => {
  it('prints accented names, balances and a table that continues over pages with its headers', async () => {
    const c = await customer(t.app, { firstName: 'Zoë', lastName: 'Ångström' });
    for (let i = 0; i < 60; i++) await credit(t.app, admin, c.userId, 10);
    const res = await t.app.inject({
      url: `/transactions/export?format=pdf&from=${today}&to=${today}`,
      headers: c.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPages(res.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.join('\n');
    expect(all).toContain('Zoë Ångström');
    expect(all).toContain('Vault Bank');
    expect(all).toContain(`Period ${today} to ${today}`);
    expect(all).toContain('Opening balance: $0.00');
    expect(all).toContain('Closing balance: $600.00');
    pages.forEach((text, i) => {
      expect(text).toMatch(/Date\s+Reference\s+Description\s+Amount\s+Balance/);
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    expect(all).toContain('$590.00'); // a running balance partway down the table
  });

  it('gives each payment a one-page receipt, with the same access rules as the payment', async () => {
    const c = await customer(t.app, { firstName: 'Zoë', lastName: 'Ångström' });
    const other = await customer(t.app);
    await credit(t.app, admin, c.userId, '123.45');
    const list = await t.app.inject({ url: '/transactions', headers: c.auth });
    const id = (list.json().transactions as Array<{ _id: string }>)[0]!._id;
    const url = `/transactions/${id}/receipt.pdf`;
    const res = await t.app.inject({ url, headers: c.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="receipt-[\w-]+\.pdf"$/);
    const pages = await pdfPages(res.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Zoë Ångström');
    expect(pages[0]).toContain('$123.45');
    expect((await t.app.inject({ url, headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: other.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/transactions/nope/receipt.pdf', headers: c.auth })).statusCode).toBe(
      404,
    );
  });
});
