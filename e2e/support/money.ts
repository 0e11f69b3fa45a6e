import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { BASE_URL, registeredCustomer, signIn } from './users';
import { seededAdminOn } from './admin-sign-in';

/** A separate browser session (its own cookies), so several people can be signed in side by side. */
export async function openSession(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

export async function customerSession(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await openSession(browser);
  await signIn(page, email, password);
  await expect(page).toHaveURL('/dashboard');
  return page;
}

/** A new customer, registered through the API and signed in on a session of their own. */
export async function signedInCustomer(
  browser: Browser,
  request: APIRequestContext,
  firstName: string,
  lastName: string,
) {
  const customer = await registeredCustomer(request, firstName, lastName);
  return { customer, page: await customerSession(browser, customer.email, customer.password) };
}

export async function adminSession(browser: Browser): Promise<Page> {
  return seededAdminOn(browser, { baseURL: BASE_URL, viewport: { width: 1280, height: 800 } });
}

/** The headline "Current Balance" card of /dashboard, freshly loaded. */
export async function expectCurrentBalance(page: Page, amount: string): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Current Balance', exact: true })).toContainText(amount);
}

/** The Checking account number of the signed-in customer of `page` (GET /accounts with their session). */
export async function checkingAccountNumber(page: Page): Promise<string> {
  const response = await page.request.get('/accounts');
  expect(response.ok(), await response.text()).toBe(true);
  const accounts = (await response.json()) as Array<{ name: string; accountNumber: string }>;
  const checking = accounts.find((account) => account.name === 'Checking');
  expect(checking?.accountNumber).toBeTruthy();
  return checking!.accountNumber;
}

/** The confirmation step of a transfer form. */
export function reviewPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Confirm your transfer' });
}

/** Counts the POSTs a page sends to one path, to prove a double click pays once. */
export function countPosts(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** True when nothing makes the page wider than the window (tables must scroll inside their box). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
