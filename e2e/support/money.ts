import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { BASE_URL, newCustomer, registerViaApi, registeredCustomer, signIn } from './users';
import { seededAdminOn } from './admin-sign-in';
import { addFunds } from './cards';
import { setPinViaApi } from './loans';

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

/**
 * A payer with money and a PIN, and the people they pay: every customer registered through the API, then
 * the administrator credits the payer `funds` dollars, the payer signs in on their own session and sets
 * `pin`, and each payee's Checking account number is read with the payee's own session.
 */
export async function fundedPayer<Payees extends Array<[string, string]>>(
  browser: Browser,
  request: APIRequestContext,
  payer: { name: readonly [string, string]; funds: string; pin: string },
  ...payees: Payees
): Promise<{ page: Page; accounts: { [K in keyof Payees]: string } }> {
  const customer = newCustomer(...payer.name);
  const others = payees.map(([first, last]) => newCustomer(first, last));
  for (const c of [customer, ...others]) await registerViaApi(request, c);
  await addFunds(await adminSession(browser), customer.email, payer.name.join(' '), payer.funds);
  const page = await customerSession(browser, customer.email, customer.password);
  await setPinViaApi(page, payer.pin);
  const accounts: string[] = [];
  for (const other of others) {
    accounts.push(await checkingAccountNumber(await customerSession(browser, other.email, other.password)));
  }
  return { page, accounts: accounts as { [K in keyof Payees]: string } };
}

/** A local transfer from the first account of the signed-in customer of `page`, through the API. */
export async function payLocalViaApi(
  page: Page,
  transfer: { amount: number; accountNumber: string; accountName: string; details?: string; pincode: string },
): Promise<void> {
  const sent = await page.request.post('/transfers/local', {
    headers: { Origin: BASE_URL },
    data: { paymentAccount: 'Account 1', bankName: 'Vault Bank', ...transfer },
  });
  expect(sent.status(), await sent.text()).toBe(201);
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

/** The columns of the customer's statement table (/HistoryPage), in order. */
export const statementColumns = [
  'S/N',
  'Reference ID',
  'Amount',
  'Type',
  'Payment Account',
  'Status',
  'Date',
  'Actions',
];

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
