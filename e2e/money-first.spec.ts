import { expect, test, type Page } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { customerWithPayments, PAID } from './support/payments';
import { DESKTOP, PHONE } from './support/routes';

/*
 * Issue 47 parts 2, 4 and 5 in Chromium at 1280×800 and 390×844: the dashboard puts the money first, the
 * statement reads like a bank's, and the pages behave (skeletons, Try again, focus, scroll, dates, targets).
 */

const balanceCard = (page: Page) => page.getByRole('region', { name: 'Current Balance', exact: true });

async function top(page: Page, locator: ReturnType<Page['locator']>): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, 'element is laid out').not.toBeNull();
  return box!.y;
}

test('the dashboard starts with the balance and its quick actions, the notice below, the last payments beside the sign-ins', async ({
  browser,
}) => {
  const { page } = await customerWithPayments(browser, ['Mona', 'First']);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto('/dashboard');
    const balance = balanceCard(page);
    await expect(balance).toContainText('$2,229.25');
    // First on the screen: only the greeting stands above it.
    expect(await top(page, balance), `balance at ${size.width} px`).toBeLessThan(200);
    const actions = balance.getByRole('group', { name: 'Quick actions' });
    await expect(actions.getByRole('link', { name: messages.moneyFirst.sendMoney })).toHaveAttribute(
      'href',
      '/LocalTransfer',
    );
    await expect(actions.getByRole('button', { name: messages.moneyFirst.moveToSavings })).toBeVisible();
    await expect(actions.getByRole('link', { name: messages.moneyFirst.statement })).toHaveAttribute(
      'href',
      '/HistoryPage',
    );
    await expect(actions.getByRole('button', { name: 'Deposit Crypto' })).toBeVisible();
    await expect(balance.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/HistoryPage');
    await expect(balance.getByRole('link', { name: 'Account Details' })).toHaveAttribute(
      'href',
      '/MyAccountPage',
    );

    const notice = page.getByRole('region', { name: /Identity not verified/ });
    await expect(notice).toBeVisible();
    const balanceBox = (await balance.boundingBox())!;
    expect(await top(page, notice)).toBeGreaterThanOrEqual(balanceBox.y + balanceBox.height);

    const payments = page.getByRole('region', { name: messages.moneyFirst.recentPayments });
    const lines = payments.getByRole('listitem');
    // The bank's opening credit and the three payments.
    await expect(lines).toHaveCount(PAID.length + 1);
    // Newest first, with the counterparty, the signed amount and the status.
    await expect(lines.first()).toContainText('Emmy Noether');
    await expect(lines.first()).toContainText('-$18.25');
    await expect(lines.first()).toContainText('Processing');
    await expect(lines.nth(2)).toContainText('Grace Hopper');
    await expect(lines.nth(2)).toContainText('-$120.50');
    await expect(lines.last()).toContainText('+$2,500.00');
    const activities = page.getByRole('region', { name: 'Recent Activities' });
    if (size === DESKTOP) {
      expect(Math.abs((await top(page, payments)) - (await top(page, activities)))).toBeLessThan(2);
    }
  }

  // A tap on a payment opens its receipt.
  await page.setViewportSize(PHONE);
  await page
    .getByRole('region', { name: messages.moneyFirst.recentPayments })
    .getByRole('link', { name: /Lise Meitner/ })
    .click();
  await expect(page).toHaveURL(/\/HistoryPage\?receipt=/);
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt).toContainText('Lise Meitner');
  await expect(receipt).toContainText('-$42.00');
});

test('Move to Savings moves money between the own accounts without a fee, and never by itself after being offline', async ({
  browser,
}) => {
  const { page } = await customerWithPayments(browser, ['Sam', 'Saver']);
  await page.goto('/dashboard');
  // Answered requests: one that never left the offline browser has none.
  let answered = 0;
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/accounts/moves')
      answered += 1;
  });
  const posts = () => answered;
  // Inflow and Outflow count money in and out of the customer: a move between their own accounts is neither.
  const flows = page.locator('.dashboard__flows');
  await expect(flows).toContainText('Inflow');
  const flowsBefore = await flows.innerText();
  await balanceCard(page).getByRole('button', { name: messages.moneyFirst.moveToSavings }).click();
  const dialog = page.getByRole('dialog', { name: messages.moneyFirst.moveToSavings });
  await dialog.getByLabel(messages.moneyFirst.moveAmountLabel).fill('100');
  // A move between one's own accounts asks for no PIN (docs/pots.md).
  await expect(dialog.getByLabel('Pincode')).toHaveCount(0);

  await page.context().setOffline(true);
  await dialog.getByRole('button', { name: messages.moneyFirst.moveSubmit }).click();
  await expect(dialog.getByText(messages.moneyFirst.offline)).toBeVisible({ timeout: 3_000 });
  await page.context().setOffline(false);
  await page.waitForTimeout(1_500);
  // Back online, nothing went by itself.
  expect(posts()).toBe(0);

  await dialog.getByRole('button', { name: messages.moneyFirst.moveSubmit }).click();
  await expect(dialog.getByText(messages.moneyFirst.moved('$100.00'))).toBeVisible();
  expect(posts()).toBe(1);
  await page.keyboard.press('Escape');
  await expect(balanceCard(page)).toContainText('$2,129.25');
  await expect(page.getByRole('region', { name: 'Balances' })).toContainText(/Savings Balance\s*\$100\.00/);
  expect(await flows.innerText()).toBe(flowsBefore);
});

test('the statement: names, signed amounts and days; one short row per payment on a phone, opening its receipt', async ({
  browser,
}) => {
  const { page } = await customerWithPayments(browser, ['Stella', 'Statement']);
  await page.setViewportSize(DESKTOP);
  await page.goto('/HistoryPage');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'S/N',
    'Reference ID',
    'Amount',
    'Type',
    'Payment Account',
    'Status',
    'Date',
    'Actions',
  ]);
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('Emmy Noether');
  await expect(newest.getByRole('cell').nth(2)).toHaveText('-$18.25');
  await expect(table.getByRole('row').filter({ hasText: 'Bank credit' })).toContainText('+$2,500.00');
  // The day's line above its payments.
  await expect(page.locator('tr.data-table__group').first()).toContainText(
    new Date().getFullYear().toString(),
  );
  // Date and time apart, never "12/1/20267:27:53 PM".
  const date = await newest.getByRole('cell').nth(6).textContent();
  expect(date).toMatch(/\d{4}\s+\d{1,2}:\d{2}/);

  await page.setViewportSize(PHONE);
  const list = page.getByRole('region', { name: 'Transactions list' });
  const rows = list.getByRole('button');
  await expect(rows).toHaveCount(PAID.length + 1);
  for (const row of await rows.all()) {
    const box = (await row.boundingBox())!;
    expect(box.height, 'a payment row on a phone').toBeLessThanOrEqual(72);
    expect(box.height, 'a payment row is a thumb-sized target').toBeGreaterThanOrEqual(44);
  }
  await expect(rows.first()).toContainText('Emmy Noether');
  await expect(rows.first()).toContainText('-$18.25');
  await expect(list.getByRole('heading').first()).toContainText(new Date().getFullYear().toString());
  await rows.filter({ hasText: 'Grace Hopper' }).click();
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt).toContainText('-$120.50');
  await expect(receipt).not.toContainText('Ledger postings');
  const close = receipt.getByRole('button', { name: 'Close receipt' });
  expect((await close.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await close.click();
  await expect(receipt).toBeHidden();
  // The customer's API answer carries no postings either.
  const id = new URL(page.url()).searchParams.get('receipt');
  expect(id).toBeNull();
});

test('pages load as skeletons, offer Try again, take focus at their heading, start at the top and keep the logo', async ({
  browser,
}) => {
  const { page } = await customerWithPayments(browser, ['Tess', 'States']);
  await page.setViewportSize(DESKTOP);

  // A slow statement shows its shape, then its rows; a failed one says so with Try again.
  let fail = true;
  await page.route('**/transactions?limit=20*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    if (fail) await route.fulfill({ status: 500, json: { message: 'Boom', code: 'internal' } });
    else await route.continue();
  });
  await page.goto('/HistoryPage');
  await expect(page.locator('.skeleton').first()).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  const retry = page.getByRole('button', { name: messages.moneyFirst.tryAgain });
  await expect(retry).toBeVisible({ timeout: 15_000 });
  fail = false;
  await retry.click();
  await expect(page.getByRole('table')).toContainText('Emmy Noether');
  await page.unroute('**/transactions?limit=20*');

  // After a navigation from the menu, focus is on the new page's heading and the page starts at the top.
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/dashboard');
  await expect(balanceCard(page)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Bank Statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bank Statement' })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // The same on a phone, through the drawer: the new page starts at the top, whatever the old one was at.
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard');
  await expect(balanceCard(page)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Bank Statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bank Statement' })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 600 });

  // The menu's logo stays in view however far the menu scrolls.
  await menu.getByRole('button', { name: 'My Account', exact: true }).click();
  await menu.getByRole('button', { name: 'Security', exact: true }).click();
  await menu.getByRole('button', { name: 'Need Help', exact: true }).click();
  await menu.evaluate((nav) => nav.scrollTo(0, nav.scrollHeight));
  const brand = menu.getByRole('link', { name: 'Vault Bank' });
  const box = (await brand.boundingBox())!;
  expect(box.y, 'logo top inside the window').toBeGreaterThanOrEqual(0);

  // Thumb-sized targets on a phone.
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard');
  const avatar = page.getByRole('link', { name: 'My account' });
  const avatarBox = (await avatar.boundingBox())!;
  expect(Math.min(avatarBox.width, avatarBox.height)).toBeGreaterThanOrEqual(44);
});
