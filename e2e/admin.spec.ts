import { expect, test } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { ADMIN, registeredCustomer } from './support/users';
import { enterCode } from './support/admin-sign-in';

async function adminSignIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('the admin signs in and sees all users', async ({ page, request }) => {
  const customer = await registeredCustomer(request, 'Katherine', 'Johnson');

  await adminSignIn(page, ADMIN.email, ADMIN.password);
  await enterCode(page, ADMIN.totpSecret);
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
  const table = page.getByRole('table');
  for (const column of ['Name', 'Email', 'Balance', 'Select']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(table.getByRole('row')).not.toHaveCount(0);

  await page.getByLabel('Search users').fill(customer.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = table.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Katherine Johnson');
  await expect(row).toContainText('$0.00');
  await page.screenshot({ path: 'test-results/screens/admin-dashboard-1280.png', fullPage: true });

  await test.step('Add needs a selected user', async () => {
    await page.getByLabel('Amount').fill('100');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(messages.admin.selectUser)).toBeVisible();
  });

  await test.step('Add credits the selected user, or shows why the server refused', async () => {
    await row.getByRole('button', { name: /^Select/ }).click();
    await expect(row.getByRole('button', { name: /^Selected/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Amount').fill('100');
    // No native alert any more: a review step, then the spec's text on the page.
    let alertText: string | undefined;
    page.once('dialog', (dialog) => {
      alertText = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const review = page.getByRole('group', { name: messages.moneyFirst.creditReview });
    await expect(review).toContainText(messages.moneyFirst.creditQuestion('$100.00', 'Katherine Johnson'));
    await review.getByRole('button', { name: messages.moneyFirst.confirmCredit }).click();
    const success = page.getByRole('status').filter({ hasText: 'Added $100 to Katherine Johnson' });
    const failure = page.locator('.add-balance').getByRole('alert');
    await expect(success.or(failure)).toBeVisible();
    if (await success.isVisible()) {
      expect(alertText).toBeUndefined();
      await expect(row).toContainText('$100.00');
    } else {
      // Until the server has PUT /users/{id}/increase-balance, its refusal must reach the page.
      await expect(failure).not.toBeEmpty();
    }
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/admin-dashboard-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/admin/login');
});

test('a customer at the admin login is turned away and signed out', async ({ page, request }) => {
  const customer = await registeredCustomer(request);

  await adminSignIn(page, customer.email, customer.password);
  await expect(page.getByText(messages.adminLogin.notAdmin)).toBeVisible();
  await expect(page).toHaveURL('/admin/login');
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
  // The server session was ended too, so the customer pages are closed.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/');
});

test('the admin login shows the sign-in error', async ({ page }) => {
  await adminSignIn(page, ADMIN.email, 'wrong-password');
  await expect(page.getByText(messages.login.invalidCredentials)).toBeVisible();
});
