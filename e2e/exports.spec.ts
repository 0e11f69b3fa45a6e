import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { adminSession, signedInCustomer } from './support/money';
import { BASE_URL } from './support/users';

/** Clicks a download link of the statement panel and answers the file's name and text. */
async function download(page: Page, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name, exact: true }).click(),
  ]);
  return { filename: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

test('the statement page downloads OFX and camt.053 statements of the chosen range', async ({
  browser,
  request,
}) => {
  const { page } = await signedInCustomer(browser, request, 'Ada', 'Exporter');
  const profile = (await (await page.request.get('/users/profile')).json()) as { _id: string };
  const admin = await adminSession(browser);
  const credited = await admin.request.put(`/users/${profile._id}/increase-balance`, {
    data: { amount: 250.75, reason: 'Opening deposit' },
    headers: { Origin: BASE_URL },
  });
  expect(credited.ok(), await credited.text()).toBe(true);

  await page.goto('/HistoryPage');
  const panel = page.getByRole('region', { name: 'Download statement' });
  await expect(panel.getByRole('link', { name: 'Download CSV' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  // The default is the whole of last month; today's credit needs the range to reach today.
  const now = new Date();
  const day = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  await expect(panel.getByLabel('Statement from')).toHaveValue(
    day(new Date(now.getFullYear(), now.getMonth() - 1, 1)),
  );
  await expect(panel.getByLabel('Statement to')).toHaveValue(
    day(new Date(now.getFullYear(), now.getMonth(), 0)),
  );
  await panel.getByLabel('Statement to').fill(day(now));

  const ofx = await download(page, 'Download OFX');
  expect(ofx.filename).toMatch(/^statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.ofx$/);
  expect(ofx.text).toContain('<BANKMSGSRSV1><STMTTRNRS>');
  expect(ofx.text).toMatch(
    /<TRNTYPE>CREDIT<\/TRNTYPE><DTPOSTED>\d{14}\.\d{3}\[0:GMT\]<\/DTPOSTED><TRNAMT>250\.75</,
  );
  expect(ofx.text).toContain('<LEDGERBAL><BALAMT>250.75</BALAMT>');

  const camt = await download(page, 'Download camt.053');
  expect(camt.filename).toMatch(/^statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.camt053\.xml$/);
  expect(camt.text).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">');
  expect(camt.text).toMatch(/<Cd>CLBD<\/Cd><\/CdOrPrtry><\/Tp><Amt Ccy="USD">250\.75<\/Amt>/);
  expect(camt.text).toMatch(
    /<Ntry>.*<Amt Ccy="USD">250\.75<\/Amt><CdtDbtInd>CRDT<\/CdtDbtInd>.*<Sts>BOOK<\/Sts>/,
  );
});
