import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSession } from './support/money';
import {
  adminRoutes,
  customerRoutes,
  DESKTOP,
  PHONE,
  publicRoutes,
  seriousViolations,
  settle,
  unlabelledFields,
  useBank,
  waitForPage,
} from './support/routes';

/**
 * axe-core on every route of SPEC.md §2 at desktop and phone widths, and on the states a page only shows
 * after a click (dialogs, the phone menu, validation errors): no serious or critical WCAG 2.1 A/AA
 * violation, and every form field has a <label>.
 */

async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await seriousViolations(page), `${what}: axe violations`).toEqual([]);
  expect(await unlabelledFields(page), `${what}: fields without a label`).toEqual([]);
}

/**
 * Every route is checked at 1280 px. The phone layout differs in its frame (menu button, hidden side menu,
 * wrapped admin bar) rather than in colours or names, so it is checked once per frame.
 */
const PHONE_CHECKED = new Set(['/', '/dashboard', '/admin/dashboard']);

async function checkRoute(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForPage(page);
  await expectAccessible(page, `${path} at 1280 px`);
  if (!PHONE_CHECKED.has(path)) return;
  await page.setViewportSize(PHONE);
  await settle(page);
  await expectAccessible(page, `${path} at 390 px`);
  await page.setViewportSize(DESKTOP);
}

/**
 * An open dialog at 1280 and 390 px: no violation, a picture of each, and on the phone it fits the window
 * (nothing cut off at the sides). Closes it with Escape.
 */
async function checkDialog(page: Page, dialog: Locator, name: string): Promise<void> {
  await expectAccessible(page, name);
  await page.screenshot({ path: `test-results/screenshots/${name}-1280.png` });
  await page.setViewportSize(PHONE);
  await settle(page);
  await expectAccessible(page, `${name} at 390 px`);
  const box = (await dialog.boundingBox())!;
  expect(box.x, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name} ends inside the window`).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `test-results/screenshots/${name}-390.png` });
  await page.setViewportSize(DESKTOP);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** A route in the dark theme at 1280 px, with a picture for a look by eye. */
async function checkDark(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForPage(page);
  await expectAccessible(page, `${path} in the dark theme`);
  const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  await page.screenshot({ path: `test-results/screenshots/dark-${name}.png` });
}

test.describe('accessibility of every route', () => {
  test.describe.configure({ mode: 'serial' });
  const bank = useBank();

  test('the check itself fails on an unlabelled field and on low contrast', async () => {
    const page = bank().customerPage;
    await page.goto('/Helpdesk');
    await waitForPage(page);
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML(
        'beforeend',
        '<input type="text"><p style="color:#ddd;background:#fff">Faint</p>',
      );
    });
    const violations = await seriousViolations(page);
    expect(violations.some((line) => line.startsWith('label '))).toBe(true);
    expect(violations.some((line) => line.startsWith('color-contrast '))).toBe(true);
    expect(await unlabelledFields(page)).toHaveLength(1);
  });

  test('the public screens', async ({ browser }) => {
    const page = await openSession(browser);
    for (const { path } of publicRoutes) await test.step(path, () => checkRoute(page, path));
    await test.step('the sign-in error', async () => {
      await page.goto('/');
      await page.getByLabel('Email').fill(bank().customer.email);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'login' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectAccessible(page, 'the sign-in error');
    });
    await page.context().close();
  });

  test('the customer pages', async () => {
    // Every customer page at two widths: on a busy machine the walk alone takes two minutes.
    test.setTimeout(240_000);
    for (const { path } of customerRoutes) {
      await test.step(path, () => checkRoute(bank().customerPage, path));
    }
  });

  test('the back office', async () => {
    test.setTimeout(120_000);
    for (const { path } of adminRoutes(bank().customerId)) {
      await test.step(path, () => checkRoute(bank().adminPage, path));
    }
  });

  test('every route in the dark theme', async ({ browser }) => {
    test.setTimeout(240_000);
    const pages = [bank().customerPage, bank().adminPage];
    for (const page of pages) await page.emulateMedia({ colorScheme: 'dark' });
    const visitor = await openSession(browser);
    await visitor.emulateMedia({ colorScheme: 'dark' });
    for (const { path } of publicRoutes) await test.step(`${path} dark`, () => checkDark(visitor, path));
    for (const { path } of customerRoutes)
      await test.step(`${path} dark`, () => checkDark(bank().customerPage, path));
    for (const { path } of adminRoutes(bank().customerId)) {
      await test.step(`${path} dark`, () => checkDark(bank().adminPage, path));
    }
    await visitor.context().close();
    for (const page of pages) await page.emulateMedia({ colorScheme: 'light' });
  });

  test('the theme toggle pins a theme across reloads', async () => {
    const page = bank().customerPage;
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await waitForPage(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectAccessible(page, 'the dashboard with the dark theme chosen');
    await page.getByRole('button', { name: 'Light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('dialogs, the phone menu and validation errors', async () => {
    const page = bank().customerPage;
    await test.step('the crypto deposit dialog', async () => {
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Deposit Crypto' }).click();
      await expect(page.getByRole('img', { name: 'QR code of the deposit address' })).toBeVisible();
      await checkDialog(page, page.getByRole('dialog', { name: 'Deposit Crypto' }), 'crypto-dialog');
    });
    await test.step('the notifications panel', async () => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await expect(panel.getByRole('listitem').first()).toBeVisible();
      await checkDialog(page, panel, 'notifications-panel');
    });
    await test.step('the receipt dialog', async () => {
      await page.goto('/HistoryPage');
      await page
        .getByRole('button', { name: /^View Receipt/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Receipt' });
      await expect(dialog).toContainText(/VB\d/);
      await checkDialog(page, dialog, 'receipt-dialog');
    });
    await test.step('the open side menu on a phone', async () => {
      await page.setViewportSize(PHONE);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'My Account', exact: true }).click();
      await page.getByRole('button', { name: 'Security', exact: true }).click();
      await settle(page);
      await expectAccessible(page, 'the open side menu');
      await page.keyboard.press('Escape');
      await page.setViewportSize(DESKTOP);
    });
    await test.step('validation errors of the local transfer', async () => {
      await page.goto('/LocalTransfer');
      await page.getByRole('button', { name: 'Make Transfer' }).click();
      await expect(page.getByText('Account name is required.')).toBeVisible();
      await expectAccessible(page, 'the local transfer errors');
    });
  });
});
