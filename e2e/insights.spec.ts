import { expect, test } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { addFunds } from './support/cards';
import { setPinViaApi } from './support/loans';
import { adminSession, checkingAccountNumber, customerSession } from './support/money';
import { BASE_URL, newCustomer, registerViaApi } from './support/users';

const PIN = '7531';

test('change a payment’s category from its receipt and see the dashboard chart move', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const payer = newCustomer('Ruth', 'Kaplan');
  const gym = newCustomer('Iron', 'Works');
  for (const c of [payer, gym]) await registerViaApi(request, c);
  const admin = await adminSession(browser);
  await addFunds(admin, payer.email, 'Ruth Kaplan', '500');
  const page = await customerSession(browser, payer.email, payer.password);
  await setPinViaApi(page, PIN);
  const gymAccount = await checkingAccountNumber(await customerSession(browser, gym.email, gym.password));
  const sent = await page.request.post('/transfers/local', {
    headers: { Origin: BASE_URL },
    data: {
      amount: 120,
      paymentAccount: 'Account 1',
      bankName: 'Vault Bank',
      accountNumber: gymAccount,
      accountName: 'Iron Works',
      details: 'Membership',
      pincode: PIN,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const spending = page.getByRole('table', { name: messages.insights.spendingTitle });
  await test.step('the dashboard charts this month’s spending, with a table for screen readers', async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: messages.insights.spendingTitle })).toBeVisible();
    await expect(page.locator('.dashboard__chart canvas')).toHaveCount(2);
    await expect(spending.getByRole('row', { name: /Transfers/ })).toContainText('$120.00');
    await expect(spending.getByRole('row', { name: /Fees/ })).toContainText('$30.00');
    await expect(page.getByRole('table', { name: messages.insights.flowsTitle })).toContainText('$500.00');
    await page.screenshot({ path: 'test-results/screens/dashboard-insights-1280.png', fullPage: true });
  });

  await test.step('the receipt files the payment under Bills', async () => {
    await page.goto('/HistoryPage');
    const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Local transfer' }).first();
    await row.getByRole('button', { name: /View Receipt/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Receipt' });
    await expect(dialog.getByLabel('Category')).toHaveValue('Transfers');
    await dialog.getByLabel('Category').selectOption('Bills');
    await dialog.getByRole('button', { name: 'Save category' }).click();
    await expect(dialog.getByText(messages.insights.categoryChanged('Bills'))).toBeVisible();
  });

  await test.step('the chart moves: Bills holds the payment, Transfers is gone', async () => {
    await page.goto('/dashboard');
    await expect(spending.getByRole('row', { name: /Bills/ })).toContainText('$120.00');
    await expect(spending.getByRole('row', { name: /Transfers/ })).toHaveCount(0);
  });
});
