import { expect, test } from '@playwright/test';
import { ACTIVITIES_REFRESH_MS } from '../src/shared/constants';
import { signIn, registeredCustomer } from './support/users';

test('the dashboard shows the figures and refreshes the activities every 10 s', async ({ page, request }) => {
  const customer = await registeredCustomer(request, 'Dorothy', 'Vaughan');
  await signIn(page, customer.email, customer.password);
  await expect(page.getByRole('heading', { name: 'Welcome, Dorothy Vaughan' })).toBeVisible();

  const balances = page.getByRole('region', { name: 'Balances' });
  for (const line of ['Loan Balance', 'Savings Balance', 'Current Balance']) {
    await expect(balances.getByText(line)).toBeVisible();
  }
  await expect(balances).toContainText('$0.00');
  await expect(page.getByRole('region', { name: 'Recent Activities' }).getByRole('listitem')).not.toHaveCount(
    0,
  );

  const inflow = page.getByRole('button', { name: /Inflow/ });
  await expect(inflow).toHaveAttribute('aria-pressed', 'false');
  await inflow.click();
  await expect(inflow).toHaveAttribute('aria-pressed', 'true');

  const start = Date.now();
  const refresh = await page.waitForResponse((response) => response.url().endsWith('/users/profile'), {
    timeout: ACTIVITIES_REFRESH_MS + 5_000,
  });
  expect(refresh.status()).toBe(200);
  expect(Date.now() - start).toBeGreaterThan(ACTIVITIES_REFRESH_MS / 2);
});
