import { expect, test } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { fundedPayer, payLocalViaApi } from './support/money';

const PIN = '7531';
const RUTH = { name: ['Ruth', 'Kaplan'], funds: '500', pin: PIN } as const;

test('change a payment’s category from its receipt and see the dashboard chart move', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { page, accounts } = await fundedPayer(browser, request, RUTH, ['Iron', 'Works']);
  const [gymAccount] = accounts;
  await payLocalViaApi(page, {
    amount: 120,
    accountNumber: gymAccount,
    accountName: 'Iron Works',
    details: 'Membership',
    pincode: PIN,
  });

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
