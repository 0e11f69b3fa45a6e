import { expect, test } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { fundedPayer, reviewPanel } from './support/money';

const PIN = '8642';
const TENANT = { name: ['Grace', 'Tenant'], funds: '3000', pin: PIN } as const;
const today = () => new Date().toISOString().slice(0, 10);

test('set up a standing order from the transfer page, see it run, and cancel it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { page, accounts } = await fundedPayer(browser, request, TENANT, ['Lena', 'Lord']);

  await test.step('rent, $800, every month from today', async () => {
    await page.goto('/LocalTransfer');
    await page.getByLabel('Amount').fill('800');
    await page.getByLabel('Account number').fill(accounts[0]);
    await page.getByLabel('Account name').fill('Lena Lord');
    await page.getByLabel('Details (reason, optional)').fill('Rent');
    await page.getByLabel(messages.standingOrders.makeStanding).check();
    await page.getByLabel('Repeats').selectOption('monthly');
    await page.getByLabel('First payment date').fill(today());
    await page.getByRole('button', { name: 'Make Transfer' }).click();
    const review = reviewPanel(page);
    await expect(review).toContainText(`Every month, from ${today()}`);
    await review.getByLabel('Pincode').fill(PIN);
    await review.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect(page.getByRole('status').filter({ hasText: messages.standingOrders.created })).toBeVisible();
  });

  await test.step('the order is listed with its next date, and today’s payment has run by itself', async () => {
    await page.getByRole('link', { name: 'Standing Orders' }).click();
    await expect(page).toHaveURL(/\/StandingOrders$/);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Lena Lord' }).first();
    await expect(row).toContainText('$800.00');
    await expect(row).toContainText('Every month');
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('list', { name: 'Past runs to Lena Lord' })).toContainText(
        `${today()}: Successful`,
        {
          timeout: 1_000,
        },
      );
    }).toPass({ timeout: 30_000 });
    await expect(
      page.getByRole('table').getByRole('row').filter({ hasText: 'Lena Lord' }).first(),
    ).toContainText('1 paid');
    await page.screenshot({ path: 'test-results/screens/standing-orders-1280.png', fullPage: true });
  });

  await test.step('cancel it', async () => {
    await page.getByRole('button', { name: 'Cancel the order to Lena Lord' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel standing order' }).click();
    await expect(page.getByText(messages.standingOrders.cancelled)).toBeVisible();
    await expect(
      page.getByRole('table').getByRole('row').filter({ hasText: 'Lena Lord' }).first(),
    ).toContainText('Cancelled');
  });
});
