import { expect, test } from '@playwright/test';
import { RESET_REDIRECT_MS } from '../src/shared/constants';
import { messages } from '../src/shared/messages';
import { newestMailTo, resetPathIn } from './support/outbox';
import { redirectDelay, watchRedirectAfterText } from './support/timing';
import { signIn, registeredCustomer } from './support/users';

test('a customer resets a forgotten password with the emailed link', async ({ page, request }) => {
  const customer = await registeredCustomer(request, 'Hedy', 'Lamarr');
  const newPassword = `${customer.password}-new`;

  await page.goto('/');
  await page.getByRole('link', { name: 'forgot password' }).click();
  await expect(page).toHaveURL('/ForgotPassword');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(messages.forgotPassword.sent);

  let resetPath: string | undefined;
  await expect
    .poll(() => {
      const mail = newestMailTo(customer.email);
      resetPath = mail ? resetPathIn(mail) : undefined;
      return resetPath;
    })
    .toBeTruthy();

  await watchRedirectAfterText(page, messages.resetPassword.success, '/');
  await page.goto(resetPath ?? '/');
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();

  await test.step('the form checks match and length first', async () => {
    await page.getByLabel('New password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm new password').fill('abcdeg');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText(messages.resetPassword.passwordsDoNotMatch)).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm new password').fill('abc');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText(messages.resetPassword.tooShort)).toBeVisible();
  });

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  const success = page.getByRole('status');
  await expect(success).toContainText(/success/i);
  const colour = await success.evaluate((element) => getComputedStyle(element).color);
  const [red = 0, green = 0] = (colour.match(/\d+/g) ?? []).map(Number);
  expect(green).toBeGreaterThan(red);
  await expect(page).toHaveURL('/', { timeout: RESET_REDIRECT_MS + 5_000 });
  const delay = await redirectDelay(page);
  expect(delay).toBeGreaterThanOrEqual(RESET_REDIRECT_MS - 100);
  expect(delay).toBeLessThan(RESET_REDIRECT_MS + 1_000);

  await test.step('the old password no longer works, the new one does', async () => {
    await signIn(page, customer.email, customer.password);
    await expect(page.getByText(messages.login.invalidCredentials)).toBeVisible();
    await signIn(page, customer.email, newPassword);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Hedy Lamarr' })).toBeVisible();
  });

  await test.step('the link cannot be used twice', async () => {
    await page.goto(resetPath ?? '/');
    await page.getByLabel('New password', { exact: true }).fill(`${newPassword}-again`);
    await page.getByLabel('Confirm new password').fill(`${newPassword}-again`);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page).toHaveURL(resetPath ?? '/');
  });
});
