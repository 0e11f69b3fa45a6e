import { expect, test } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { signIn, registeredCustomer } from './support/users';

test("lock the account down from the activities page: This wasn't me", async ({ page, request }) => {
  const customer = await registeredCustomer(request, 'Lou', 'Lockdown');
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/ActivitiesPage');
  await page.getByRole('button', { name: messages.lockdown.button }).click();
  const dialog = page.getByRole('dialog', { name: messages.lockdown.button });
  await expect(dialog).toContainText(messages.lockdown.confirm);
  await dialog.getByRole('button', { name: 'Lock my account down' }).click();
  await expect(page.getByText(messages.lockdown.done)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
    'href',
    '/ForgotPassword',
  );
  // Every session ended: the dashboard sends the visitor to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/');
});
