import { expect, test } from '@playwright/test';
import { interestMessages } from '../src/shared/account-messages';
import { openAdminPage, shootBothWidths } from './support/backoffice';
import { adminSession, fundedPayer, payLocalViaApi } from './support/money';

/*
 * Savings interest in the browser (issue 49 part 1): the administrator sets the Savings rate and sees its
 * history, runs the accrual job from the scheduled jobs page and reads its result, and a customer with
 * money in Savings sees the interest line on the dashboard. The rate goes back to 0 % at the end, so that
 * other specs' dashboards stay as their baselines show them.
 */
test('the Savings rate, the scheduled jobs page and the customer interest figure', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const today = new Date().toISOString().slice(0, 10);
  const admin = await adminSession(browser);
  const setRate = async (bp: string) => {
    await openAdminPage(admin, 'Interest rates');
    await admin.getByLabel('Rate (basis points)').fill(bp);
    await admin.getByLabel('Effective from').fill(today);
    await admin.getByLabel('Reason (optional)').fill('e2e');
    await admin.getByRole('button', { name: 'Set rate' }).click();
    await expect(
      admin.getByText(interestMessages.rateSet((Number(bp) / 100).toFixed(2), today)),
    ).toBeVisible();
  };

  try {
    await test.step('the administrator sets 2.50 % from today; the history lists it', async () => {
      await setRate('250');
      await expect(admin.getByTestId('current-rate')).toHaveText('Today: 2.50% a year');
      const history = admin.getByRole('region', { name: 'Interest rate history' });
      await expect(history.getByRole('row').filter({ hasText: '2.50%' }).first()).toContainText(today);
      await shootBothWidths(admin, 'admin-interest-rates');
    });

    await test.step('the jobs page lists the scheduled jobs and runs the accrual now', async () => {
      await openAdminPage(admin, 'Scheduled jobs');
      const table = admin.getByRole('region', { name: 'Scheduled jobs' });
      for (const label of [
        'Maintenance',
        'Standing orders',
        'Savings interest accrual',
        'Savings interest posting',
      ]) {
        await expect(table.getByRole('row').filter({ hasText: label }).first()).toBeVisible();
      }
      await admin.getByRole('button', { name: 'Run Savings interest accrual now' }).click();
      await expect(admin.getByText(interestMessages.jobQueued('Savings interest accrual'))).toBeVisible();
      const row = table.getByRole('row').filter({ hasText: 'Savings interest accrual' });
      await expect(row).toContainText('Succeeded', { timeout: 30_000 });
      // Pictures for review (test-results/screens), and no sideways scrolling at either width.
      await shootBothWidths(admin, 'admin-jobs');
    });

    await test.step('a customer with money in Savings sees the interest line', async () => {
      const { page } = await fundedPayer(browser, request, {
        name: ['Sally', 'Saver'],
        funds: '500',
        pin: '2468',
      });
      const accounts = (await (await page.request.get('/accounts')).json()) as Array<{
        name: string;
        accountNumber: string;
        interestRateBp?: number;
      }>;
      const savings = accounts.find((a) => a.name === 'Savings')!;
      expect(savings.interestRateBp).toBe(250);
      await payLocalViaApi(page, {
        amount: 200,
        accountNumber: savings.accountNumber,
        accountName: 'Sally Saver',
        pincode: '2468',
      });
      await page.goto('/dashboard');
      await expect(page.getByText(interestMessages.earnedThisYear)).toBeVisible();
      await expect(page.getByTestId('interest-earned')).toContainText('$0.00');
    });
  } finally {
    await setRate('0');
  }
});
