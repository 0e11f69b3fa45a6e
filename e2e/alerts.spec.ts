import { expect, test } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { fundedPayer, payLocalViaApi } from './support/money';

const PIN = '9753';
const ALMA = { name: ['Alma', 'Alert'], funds: '900', pin: PIN } as const;

test('set an alert for payments over $500 and receive it in the bell', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { page, accounts } = await fundedPayer(browser, request, ALMA, ['Big', 'Shop']);
  const [shopAccount] = accounts;

  await test.step('the alert is set under My Account', async () => {
    await page.goto('/Alerts');
    await expect(page.getByRole('heading', { name: messages.alerts.title })).toBeVisible();
    await page.getByLabel('A payment out is above').check();
    await page.getByLabel('Payment out amount').fill('500');
    await page.getByRole('button', { name: 'Save alerts' }).click();
    await expect(page.getByText(messages.alerts.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Payment out amount')).toHaveValue('500');
    await page.screenshot({ path: 'test-results/screens/alerts-1280.png', fullPage: true });
  });

  await test.step('a $600 payment lights the bell with the alert', async () => {
    await page.goto('/dashboard');
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await payLocalViaApi(page, {
      amount: 600,
      accountNumber: shopAccount,
      accountName: 'Big Shop',
      pincode: PIN,
    });
    const bell = topBar.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible({ timeout: 15_000 });
    await bell.click();
    await expect(
      page.getByText(messages.alerts.paymentOut('$600.00', 'Local transfer', 'x').title).first(),
    ).toBeVisible();
  });
});
