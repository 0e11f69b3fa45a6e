import { expect, test } from '@playwright/test';
import { messages } from '../src/shared/messages';
import {
  dashboardBalances,
  fillLoanRequest,
  openAdminLoans,
  rowWith,
  setPinViaApi,
  shoot,
  shootPhone,
  type LoanChoice,
} from './support/loans';
import { adminSession, signedInCustomer } from './support/money';
import { verifyIdentityViaApi } from './support/kyc';

const PIN = '1357';

const personal: LoanChoice = {
  amount: '5000',
  account: 'Checking',
  type: 'Personal Loan',
  duration: '12 Months',
  repayment: 'Monthly',
  details: 'Kitchen renovation',
  pin: PIN,
};

test('loans: request, approval, schedule, repayment and a rejection with its reason', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { customer: grace, page } = await signedInCustomer(browser, request, 'Grace', 'Hopper');
  await setPinViaApi(page, PIN);
  const admin = await adminSession(browser);
  // Loans are approved only for verified customers (issue 11): her KYC is approved first.
  await verifyIdentityViaApi(page, admin, grace.email);

  await test.step('the request page previews the schedule and reports errors in the spec words', async () => {
    await page.goto('/LoanRequest');
    await expect(page.getByRole('heading', { name: 'Loan Request' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Enter an amount.')).toBeVisible();
    await fillLoanRequest(page, { ...personal, pin: '0000' });
    const preview = page.getByRole('region', { name: 'Repayment schedule', exact: true });
    await expect(preview).toContainText(/Instalments\s*12 × \$444\.24/);
    await expect(preview).toContainText(/Interest rate\s*12\.00 % a year/);
    await expect(preview.getByRole('row')).toHaveCount(13);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText(messages.loans.serverError(messages.pin.wrong))).toBeVisible();
    await page.route('**/users/api/loans/loan-request', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText(messages.loans.networkError)).toBeVisible();
    await page.unroute('**/users/api/loans/loan-request');
  });

  await test.step('a $5,000 Personal Loan: Submitting..., then the success text and a cleared form', async () => {
    await page.getByLabel('Pincode').fill(PIN);
    await shoot(page, 'loan-request-1280');
    // Hold the answer a moment so the busy label can be seen.
    await page.route('**/users/api/loans/loan-request', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('button', { name: messages.loans.submitting })).toBeDisabled();
    await expect(page.getByText(messages.loans.success)).toBeVisible();
    await page.unroute('**/users/api/loans/loan-request');
    await expect(page.getByLabel('Amount')).toHaveValue('');
    await expect(page.getByLabel('Loan type')).toHaveValue('');
    await expect(page.getByLabel('Details', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Pincode')).toHaveValue('');
    await shootPhone(
      page,
      'loan-request-390',
      page.getByRole('heading', { name: 'Loan Request' }),
      async () => {
        await page.reload();
        await fillLoanRequest(page, personal);
      },
    );
  });

  await test.step('/Myloans lists it as Pending under the spec columns', async () => {
    await page.goto('/Myloans');
    const table = page.getByRole('table');
    for (const column of ['#', 'Amount', 'Type', 'Duration', 'Status', 'Date']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    const row = rowWith(page, 'Personal Loan');
    await expect(row).toContainText('$5,000.00');
    await expect(row).toContainText('12 Months');
    await expect(row).toContainText('Pending');
  });

  await test.step('the administrator approves it on /admin/loans', async () => {
    await openAdminLoans(admin);
    const row = rowWith(admin, grace.email);
    await expect(row).toContainText('$5,000.00');
    await expect(row).toContainText('Monthly');
    await shoot(admin, 'admin-loans-1280');
    await shootPhone(admin, 'admin-loans-390', rowWith(admin, grace.email), () => openAdminLoans(admin));
    await row.getByRole('button', { name: /^Approve/ }).click();
    // A payout asks first, naming the amount and the customer; nothing is paid until confirmed.
    const question = admin.getByRole('group', { name: /^Confirm:/ });
    await expect(question).toContainText(
      messages.moneyFirst.approveQuestion('loan', '$5,000.00', `${grace.firstName} ${grace.lastName}`),
    );
    await question.getByRole('button', { name: messages.moneyFirst.confirmApprove }).click();
    await expect(admin.getByText(/Loan approved and paid out\. Personal Loan of \$5,000\.00/)).toBeVisible();
    await expect(rowWith(admin, grace.email)).toHaveCount(0);
  });

  await test.step('the customer sees it Approved, the money in Checking and the loan balance', async () => {
    await page.goto('/Myloans');
    await expect(rowWith(page, 'Personal Loan')).toContainText('Approved');
    await shoot(page, 'my-loans-1280');
    await shootPhone(page, 'my-loans-390', page.getByRole('table'));
    const balances = await dashboardBalances(page);
    await expect(balances).toContainText(/Loan Balance\s*\$5,000\.00/);
    await expect(balances).toContainText(/Current Balance\s*\$5,000\.00/);
    const accounts = (await (await page.request.get('/accounts')).json()) as Array<{
      name: string;
      balance: number;
    }>;
    expect(accounts.find((a) => a.name === 'Checking')?.balance).toBe(5000);
  });

  await test.step('the detail shows the schedule; repaying $1,000 lowers the loan balance to $4,000', async () => {
    await page.goto('/Myloans');
    await rowWith(page, 'Personal Loan').getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Loan Details' })).toBeVisible();
    const schedule = page.getByRole('region', { name: 'Repayment schedule table' });
    await expect(schedule.getByRole('row')).toHaveCount(13);
    await expect(schedule).toContainText('$444.24');
    // Interest: the schedule's $330.93 still to pay, none paid or due on the day of the payout.
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText(/Interest paid\s*\$0\.00/);
    await expect(summary).toContainText(/Interest to pay\s*\$330\.93/);
    await expect(summary).toContainText(/Pay off today\s*\$5,000\.00/);
    await page.getByLabel('Repayment amount').fill('1000');
    await page.getByLabel('Pay from').selectOption('Checking');
    await page.getByRole('form', { name: 'Repay loan' }).getByLabel('Pincode').fill(PIN);
    await page.getByRole('button', { name: 'Repay', exact: true }).click();
    await expect(page.getByText(messages.loans.repaid('$1,000.00'))).toBeVisible();
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText(/Outstanding\s*\$4,000\.00/);
    await expect(page.getByRole('region', { name: 'Repayments table' })).toContainText('$1,000.00');
    // Repaid early, on the day of the payout: all principal, and less interest left to pay.
    await expect(summary).toContainText(/Interest to pay\s*\$213\.16/);
    await page.getByLabel('Repayment amount').fill('4000.01');
    await page.getByRole('form', { name: 'Repay loan' }).getByLabel('Pincode').fill(PIN);
    await page.getByRole('button', { name: 'Repay', exact: true }).click();
    await expect(page.getByText('Amounts above $4,000.00 are not accepted.')).toBeVisible();
    await shoot(page, 'loan-detail-1280');
    await shootPhone(page, 'loan-detail-390', page.getByRole('heading', { name: 'Loan Details' }));
    const balances = await dashboardBalances(page);
    await expect(balances).toContainText(/Loan Balance\s*\$4,000\.00/);
    await expect(balances).toContainText(/Current Balance\s*\$4,000\.00/);
  });

  await test.step('a rejected loan shows its reason', async () => {
    await page.goto('/LoanRequest');
    await fillLoanRequest(page, {
      ...personal,
      amount: '20000',
      type: 'Business Loan',
      duration: '24 Months',
      repayment: 'Quarterly',
      account: 'Savings',
    });
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText(messages.loans.success)).toBeVisible();

    await openAdminLoans(admin);
    const row = rowWith(admin, grace.email);
    await expect(row).toContainText('$20,000.00');
    await row.getByRole('button', { name: /^Reject/ }).click();
    await admin.getByRole('button', { name: 'Confirm rejection' }).click();
    await expect(admin.getByText('Please give a reason.')).toBeVisible();
    await admin.getByLabel('Reason for rejection').fill('Business plan not provided');
    await shoot(admin, 'admin-loans-reject-1280');
    await admin.getByRole('button', { name: 'Confirm rejection' }).click();
    await expect(admin.getByText(/Loan rejected\. Business Loan of \$20,000\.00/)).toBeVisible();
    await admin.getByLabel('Status').selectOption('Rejected');
    await expect(rowWith(admin, grace.email)).toContainText('Business plan not provided');

    await page.goto('/Myloans');
    const mine = rowWith(page, 'Business Loan');
    await expect(mine).toContainText('Rejected');
    await mine.getByRole('link').click();
    await expect(
      page.getByText('Rejected. Reason: Business plan not provided', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('form', { name: 'Repay loan' })).toHaveCount(0);
  });
});

test('a customer with no loans sees the empty text', async ({ browser, request }) => {
  const { page } = await signedInCustomer(browser, request, 'Ada', 'Byron');
  await page.goto('/Myloans');
  await expect(page.getByText(messages.loans.empty)).toBeVisible();
});
