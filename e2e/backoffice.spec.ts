import { expect, test, type Page } from '@playwright/test';
import { messages } from '../src/shared/messages';
import {
  inviteAndSignIn,
  operatorAdmin,
  giveStaffReason,
  openAdminPage,
  requestProducts,
  searchUsers,
  shootBothWidths,
} from './support/backoffice';
import { adminSession, checkingAccountNumber, customerSession, expectCurrentBalance } from './support/money';
import { signIn, type Customer, registeredCustomer } from './support/users';

const QUEUE_TILES = [
  ['Transfers to settle', '/admin/transfers'],
  ['Loans', '/admin/loans'],
  ['Cards', '/admin/cards'],
  ['Cheque deposits', '/admin/deposits'],
  ['KYC', '/admin/kyc'],
  ['Tickets', '/admin/tickets'],
  ['Credits awaiting approval', '/admin/credits'],
] as const;

function fullName(customer: Customer): string {
  return `${customer.firstName} ${customer.lastName}`;
}

/** Credits the customer from the dashboard's Add panel; answers the alert text, if one was shown. */
async function addToBalance(admin: Page, customer: Customer, amount: string): Promise<string | undefined> {
  await admin.goto('/admin/dashboard');
  const row = await searchUsers(admin, customer.email, customer.email);
  await row.getByRole('button', { name: /^Select/ }).click();
  await admin.getByLabel('Amount').fill(amount);
  let alertText: string | undefined;
  const onDialog = (dialog: import('@playwright/test').Dialog) => {
    alertText = dialog.message();
    void dialog.accept();
  };
  admin.on('dialog', onDialog);
  await admin.getByRole('button', { name: 'Add', exact: true }).click();
  await admin.getByRole('button', { name: messages.moneyFirst.confirmCredit }).click();
  await expect(row.getByRole('button', { name: /^Select/ })).toHaveAttribute('aria-pressed', 'false');
  admin.off('dialog', onDialog);
  return alertText;
}

test('the back office: overview, customer page, disable, four-eyes credit and audit log', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const grace = await registeredCustomer(request, 'Grace', 'Hopper');
  const admin = await adminSession(browser);
  const customer = await customerSession(browser, grace.email, grace.password);
  let customerId = '';

  await test.step('(a) the overview shows every queue and the totals with numbers', async () => {
    const overview = admin.getByRole('region', { name: 'Overview' });
    for (const [label, path] of QUEUE_TILES) {
      const tile = overview.getByRole('link', { name: new RegExp(`^\\d[\\d,]* ${label}$`) });
      await expect(tile).toBeVisible();
      await expect(tile).toHaveAttribute('href', path);
    }
    await expect(overview.getByText('Customers', { exact: true })).toBeVisible();
    await expect(overview.locator('dd').first()).toHaveText(/^[1-9][\d,]*$/);
    await expect(overview.locator('dd').nth(1)).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(overview.locator('dd').nth(2)).toHaveText(/^-?\$[\d,]+\.\d{2}$/);
    // No native alert: the spec's text is shown on the page.
    expect(await addToBalance(admin, grace, '1000')).toBeUndefined();
    await expect(
      admin.getByRole('status').filter({ hasText: messages.admin.balanceAdded('1000', fullName(grace)) }),
    ).toBeVisible();
    await expect(admin.getByRole('table')).toContainText('$1,000.00');
    await shootBothWidths(admin, 'backoffice-dashboard');
  });

  await test.step('(b) search by email and by account number, then open the customer', async () => {
    const accountNumber = await checkingAccountNumber(customer);
    await searchUsers(admin, grace.email, grace.email);
    const row = await searchUsers(admin, accountNumber, grace.email);
    await expect(admin.getByRole('table').getByRole('row')).toHaveCount(2);
    await row.getByRole('link', { name: fullName(grace) }).click();
    await giveStaffReason(admin, 'Support ticket', 'T-2048');
    await expect(admin).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    customerId = admin.url().split('/').pop()!;
    await expect(admin.getByRole('heading', { level: 1, name: fullName(grace) })).toBeVisible();
    const profile = admin.getByRole('region', { name: 'Profile', exact: true });
    await expect(profile).toContainText(grace.email);
    await expect(profile).toContainText(accountNumber);
    await expect(profile).toContainText('customer');
    const accounts = admin.getByRole('region', { name: 'Accounts', exact: true });
    await expect(accounts.getByRole('row').filter({ hasText: 'Checking' })).toContainText('$1,000.00');
    await expect(accounts.getByRole('row').filter({ hasText: 'Savings' })).toContainText('$0.00');
    const statement = admin.getByRole('region', { name: 'Statement', exact: true });
    await expect(statement.getByRole('row').filter({ hasText: 'Deposit' })).toContainText('$1,000.00');
    await statement.getByLabel('Type').selectOption('withdrawal');
    await expect(statement.getByText('No transactions found.')).toBeVisible();
    await statement.getByLabel('Type').selectOption('');
    await expect(statement).toContainText('Showing 1 transaction(s)');
  });

  await test.step('(c) disabling ends the session and blocks sign-in; enabling lets them back in', async () => {
    const status = admin.getByRole('region', { name: 'Status', exact: true });
    await status.getByRole('button', { name: 'Disable' }).click();
    await status.getByRole('button', { name: 'Confirm disable' }).click();
    await expect(status.getByText('Please give a reason.')).toBeVisible();
    await status.getByLabel('Reason for disabling').fill('Customer reported card fraud');
    await status.getByRole('button', { name: 'Confirm disable' }).click();
    await expect(status.getByRole('status')).toHaveText(messages.backoffice.disabled);
    await expect(status).toContainText('Disabled');
    await expect(status).toContainText('Reason: Customer reported card fraud');

    await customer.goto('/HistoryPage');
    await expect(customer).toHaveURL('/');
    await signIn(customer, grace.email, grace.password);
    await expect(customer.getByText(messages.login.accountDisabled)).toBeVisible();
    await expect(customer).toHaveURL('/');

    await admin.goto('/admin/dashboard');
    const row = await searchUsers(admin, grace.email, grace.email);
    await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
    await row.getByRole('link', { name: fullName(grace) }).click();
    await giveStaffReason(admin, 'Support ticket', 'T-2048');
    await status.getByRole('button', { name: 'Enable' }).click();
    await status.getByLabel('Reason for enabling').fill('Fraud report cleared');
    await status.getByRole('button', { name: 'Confirm enable' }).click();
    await expect(status.getByRole('status')).toHaveText(messages.backoffice.enabled);
    await expect(status).toContainText('Active');

    await signIn(customer, grace.email, grace.password);
    await expect(customer).toHaveURL('/dashboard');
  });

  await test.step('(d) a $250,000 credit waits for a second administrator', async () => {
    const alert = await addToBalance(admin, grace, '250000');
    expect(alert).toBeUndefined();
    await expect(
      admin.getByText(messages.backoffice.creditPending('$250,000.00', fullName(grace))),
    ).toBeVisible();
    await expect(admin.getByText('No user selected.')).toBeVisible();
    await expect(
      admin
        .getByRole('region', { name: 'Overview' })
        .getByRole('link', { name: /Credits awaiting approval/ }),
    ).not.toHaveText(/^0 /);
    await expectCurrentBalance(customer, '$1,000.00');

    await openAdminPage(admin, 'Credits');
    const request = admin.getByRole('row').filter({ hasText: grace.email });
    await expect(request).toContainText('$250,000.00');
    await expect(request).toContainText('admin@vault.test');
    await request.getByRole('button', { name: /^Approve/ }).click();
    await admin
      .getByRole('group', { name: /^Confirm:/ })
      .getByRole('button', { name: messages.moneyFirst.confirmApprove })
      .click();
    await expect(admin.getByRole('alert')).toHaveText(messages.backoffice.cannotApproveOwn);
    await shootBothWidths(admin, 'backoffice-credits');

    // A bank with one administrator cannot add a colleague alone: the operator creates a second one
    // (npm run create-admin), who approves the invitation of a third; that one approves the credit.
    const operator = await operatorAdmin(browser, {
      email: `operator-admin-${Date.now()}@vault.test`,
      firstName: 'Ops',
      lastName: 'Desk',
      password: 'Operator-Admin-Pass-2026!',
    });
    const second = await inviteAndSignIn(
      admin,
      browser,
      {
        email: `second-admin-${Date.now()}@vault.test`,
        firstName: 'Margaret',
        lastName: 'Hamilton',
        password: 'Second-Admin-Pass-2026!',
      },
      operator,
    );
    await operator.context().close();
    await shootBothWidths(admin, 'backoffice-admins');
    await openAdminPage(second, 'Credits');
    const pending = second.getByRole('row').filter({ hasText: grace.email });
    await pending.getByRole('button', { name: /^Approve/ }).click();
    await second
      .getByRole('group', { name: /^Confirm:/ })
      .getByRole('button', { name: messages.moneyFirst.confirmApprove })
      .click();
    await expect(
      second.getByRole('status').filter({ hasText: messages.backoffice.creditApproved }),
    ).toBeVisible();
    await expect(pending).toHaveCount(0);
    await second.getByRole('button', { name: 'Approved', exact: true }).click();
    await expect(second.getByRole('row').filter({ hasText: grace.email })).toContainText('Approved');
    await expectCurrentBalance(customer, '$251,000.00');
    await second.context().close();
  });

  await test.step('(e) the audit log lists the actions on the customer and its chain holds', async () => {
    await openAdminPage(admin, 'Audit log');
    const records = admin.getByRole('region', { name: 'Audit records' });
    await expect(records.getByRole('row')).not.toHaveCount(0);
    await admin.getByLabel('Target').fill(customerId);
    await admin.getByRole('button', { name: 'Apply filters' }).click();
    for (const action of ['user_disabled', 'user_enabled', 'credit_requested', 'credit']) {
      const row = records.getByRole('row').filter({ has: admin.getByText(action, { exact: true }) });
      await expect(row.first()).toBeVisible();
      // The log names the customer and links to them (their id is in the link, not the text).
      await expect(row.first().locator(`a[href="/admin/users/${customerId}"]`)).toBeVisible();
    }
    await expect(records.getByRole('row').filter({ hasText: 'Customer reported card fraud' })).toHaveCount(1);

    await admin.getByLabel('Target').fill('');
    await admin.getByLabel('Action').fill('user_disabled');
    await admin.getByRole('button', { name: 'Apply filters' }).click();
    await expect(records.getByRole('row').filter({ hasText: 'credit_requested' })).toHaveCount(0);
    await expect(
      records.getByRole('row').filter({ has: admin.locator(`a[href="/admin/users/${customerId}"]`) }),
    ).toHaveCount(1);

    await admin.getByRole('button', { name: 'Verify chain' }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: /^Chain intact \(\d+ records\)$/ }),
    ).toBeVisible();
    await shootBothWidths(admin, 'backoffice-audit');
  });

  await test.step("(f) the customer's loans, cards and tickets show on their page", async () => {
    await requestProducts(customer, '2468');
    await admin.goto('/admin/dashboard');
    const row = await searchUsers(admin, grace.email, grace.email);
    await row.getByRole('link', { name: fullName(grace) }).click();
    await giveStaffReason(admin, 'Support ticket', 'T-2048');
    const loans = admin.getByRole('region', { name: 'Loans', exact: true });
    await expect(loans.getByRole('row').filter({ hasText: 'Personal Loan' })).toContainText('$5,000.00');
    await expect(loans).toContainText('12 Months');
    const cards = admin.getByRole('region', { name: 'Card applications table', exact: true });
    await expect(cards.getByRole('row').filter({ hasText: 'Gold Card' })).toContainText('Pending');
    const tickets = admin.getByRole('region', { name: 'Tickets', exact: true });
    await expect(tickets.getByRole('row').filter({ hasText: 'Technical Issue' })).toContainText('pending');
    await expect(admin.getByRole('region', { name: 'Statement', exact: true })).toContainText('$250,000.00');
    await shootBothWidths(admin, 'backoffice-customer');
  });

  await customer.context().close();
  await admin.context().close();
});
