import { expect, test } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { addFunds } from './support/cards';
import { setPinViaApi } from './support/loans';
import { adminSession, checkingAccountNumber, customerSession } from './support/money';
import { BASE_URL, newCustomer, registerViaApi } from './support/users';

const PIN = '9753';

test('set an alert for payments over $500 and receive it in the bell', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const payer = newCustomer('Alma', 'Alert');
  const shop = newCustomer('Big', 'Shop');
  for (const c of [payer, shop]) await registerViaApi(request, c);
  const admin = await adminSession(browser);
  await addFunds(admin, payer.email, 'Alma Alert', '900');
  const page = await customerSession(browser, payer.email, payer.password);
  await setPinViaApi(page, PIN);
  const shopAccount = await checkingAccountNumber(await customerSession(browser, shop.email, shop.password));

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
    const sent = await page.request.post('/transfers/local', {
      headers: { Origin: BASE_URL },
      data: {
        amount: 600,
        paymentAccount: 'Account 1',
        bankName: 'Vault Bank',
        accountNumber: shopAccount,
        accountName: 'Big Shop',
        pincode: PIN,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const bell = topBar.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible({ timeout: 15_000 });
    await bell.click();
    await expect(
      page.getByText(messages.alerts.paymentOut('$600.00', 'Local transfer', 'x').title).first(),
    ).toBeVisible();
  });
});
