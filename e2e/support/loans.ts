import { expect, type Locator, type Page } from '@playwright/test';
import { BASE_URL } from './users';

export type LoanChoice = {
  amount: string;
  account: 'Checking' | 'Savings';
  type: string;
  duration: string;
  repayment: string;
  details: string;
  pin: string;
};

/** Sets the first PIN through the API with the page's own session cookie. */
export async function setPinViaApi(page: Page, pin: string): Promise<void> {
  const response = await page.request.post('/users/api/auth/change-pin', {
    data: { newPin: pin },
    headers: { Origin: BASE_URL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fills the /LoanRequest form (the page must be open). */
export async function fillLoanRequest(page: Page, loan: LoanChoice): Promise<void> {
  await page.getByLabel('Amount').fill(loan.amount);
  await page.getByLabel('Account', { exact: true }).selectOption(loan.account);
  await page.getByLabel('Loan type').selectOption(loan.type);
  await page.getByLabel('Duration').selectOption(loan.duration);
  await page.getByLabel('Repayment', { exact: true }).selectOption(loan.repayment);
  await page.getByLabel('Details', { exact: true }).fill(loan.details);
  await page.getByLabel('Pincode').fill(loan.pin);
}

/** The dashboard's Balances card, freshly loaded. */
export async function dashboardBalances(page: Page): Promise<Locator> {
  await page.goto('/dashboard');
  const balances = page.getByRole('region', { name: 'Balances' });
  await expect(balances).toBeVisible();
  return balances;
}

/** The row of /Myloans (or the admin queue) that mentions `text`. */
export function rowWith(page: Page, text: string): Locator {
  return page.getByRole('table').getByRole('row').filter({ hasText: text });
}

export async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/**
 * A screenshot at phone width, then back to the desktop size. `reopen` loads the page afresh (default: a
 * reload) so the picture shows the phone layout rather than the menu sliding away.
 */
export async function shootPhone(
  page: Page,
  name: string,
  ready: Locator,
  reopen: () => Promise<unknown> = () => page.reload(),
): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await reopen();
  await expect(ready).toBeVisible();
  // The page's own content must fit; the admin bar's links (shared by every queue) are not this page's.
  const overflow = await page.evaluate(() => {
    const content = document.querySelector('.loan');
    const right = content ? content.getBoundingClientRect().right : 0;
    return Math.max(content?.scrollWidth ?? 0, right) - window.innerWidth;
  });
  expect(overflow, `${name} is wider than the phone`).toBeLessThanOrEqual(0);
  await shoot(page, name);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Opens /admin/loans through the admin bar. A browser load of /admin/loans itself reaches the API's
 * GET /admin/loans (same path), which answers JSON rather than the page.
 */
export async function openAdminLoans(admin: Page): Promise<void> {
  await admin.goto('/admin/dashboard');
  await admin.getByRole('link', { name: 'Loans', exact: true }).click();
  await expect(admin).toHaveURL('/admin/loans');
  await expect(admin.getByRole('heading', { name: 'Loans', exact: true })).toBeVisible();
}
