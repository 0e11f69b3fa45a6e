import { expect, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';

/** The administrator credits a customer through the All Users table and the Add panel. */
export async function addFunds(admin: Page, email: string, fullName: string, amount: string): Promise<void> {
  await admin.goto('/admin/dashboard');
  await admin.getByLabel('Search users').fill(email);
  await admin.getByRole('button', { name: 'Search' }).click();
  const row = admin.getByRole('table').getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: /^Select/ }).click();
  await admin.getByLabel('Amount').fill(amount);
  await admin.getByRole('button', { name: 'Add', exact: true }).click();
  await admin.getByRole('button', { name: messages.moneyFirst.confirmCredit }).click();
  await expect(admin.getByText(messages.admin.balanceAdded(amount, fullName))).toBeVisible();
}

/** The customer sets their first PIN on /ManagePin. */
export async function setFirstPin(page: Page, pin: string): Promise<void> {
  await page.goto('/ManagePin');
  await page.getByLabel('New PIN', { exact: true }).fill(pin);
  await page.getByLabel('Confirm new PIN').fill(pin);
  await page.getByRole('button', { name: 'Update PIN' }).click();
  await expect(page.getByText(messages.pin.success)).toBeVisible();
}

/** Fills the /Cards application and submits it. */
export async function applyForCard(
  page: Page,
  brand: 'Black Card' | 'Gold Card',
  pin: string,
): Promise<void> {
  await page.goto('/Cards');
  await expect(page.getByRole('heading', { name: 'Apply New Cards' })).toBeVisible();
  await page.getByLabel(brand, { exact: true }).check();
  await page.getByLabel('Card account').selectOption('Checking Account');
  await page.getByLabel('Account pincode').fill(pin);
  await page.getByRole('button', { name: 'Submit Application' }).click();
}

/** The admin queue's row of one customer's application. */
export function queueRow(admin: Page, email: string) {
  return admin.getByRole('region', { name: 'Card applications' }).getByRole('row').filter({ hasText: email });
}

/**
 * Opens the card queue through the admin bar. GET /admin/cards is also the queue's API call, and the server
 * answers a reload of that address with the JSON (reported to the lead), so the page is reached by link.
 */
export async function openCardQueue(admin: Page): Promise<void> {
  await admin.goto('/admin/dashboard');
  await admin.getByRole('link', { name: 'Cards', exact: true }).click();
  await expect(admin).toHaveURL('/admin/cards');
  await expect(admin.getByRole('heading', { name: 'Card applications', level: 1 })).toBeVisible();
}

/**
 * True when the page's own content fits the window. The admin bar's row of links is left out: it is the
 * shared admin shell's and, with every queue linked, wider than a phone (reported to the lead).
 */
export async function expectMainFits(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const main = document.querySelector('main');
    return main ? main.scrollWidth - main.clientWidth : 0;
  });
  expect(overflow).toBeLessThanOrEqual(0);
}
