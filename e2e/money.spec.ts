import { expect, test, type Page } from '@playwright/test';
import { messages } from '../src/shared/messages';
import {
  adminSession,
  checkingAccountNumber,
  countPosts,
  customerSession,
  expectCurrentBalance,
  expectNoSidewaysScroll,
  reviewPanel,
  statementColumns,
} from './support/money';
import { newCustomer, registerViaApi, type Customer, registeredCustomer } from './support/users';

const PIN = '2468';

function fullName(customer: Customer): string {
  return `${customer.firstName} ${customer.lastName}`;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

async function fillLocalTransfer(page: Page, amount: string, accountNumber: string, accountName: string) {
  await page.goto('/LocalTransfer');
  await expect(page.getByRole('heading', { name: 'Local Transfer' })).toBeVisible();
  await page.getByLabel('Amount').fill(amount);
  await page.getByLabel('Payment account').selectOption('Account 1');
  await page.getByLabel('Bank name', { exact: true }).selectOption('Vault Bank');
  await page.getByLabel('Account number').fill(accountNumber);
  await page.getByLabel('Account name').fill(accountName);
  await page.getByLabel('Details (reason, optional)').fill('Shared rent');
  await page.getByRole('button', { name: 'Make Transfer' }).click();
}

/** The statement row of one reference. */
function historyRow(page: Page, reference: string) {
  return page.getByRole('table').getByRole('row').filter({ hasText: reference });
}

test('money moves: funding, PIN, local transfer, statement and a returned wire', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const alice = newCustomer('Annie', 'Easley');
  const bob = newCustomer('Mae', 'Jemison');
  await registerViaApi(request, alice);
  await registerViaApi(request, bob);
  const admin = await adminSession(browser);
  const a = await customerSession(browser, alice.email, alice.password);
  const b = await customerSession(browser, bob.email, bob.password);

  await test.step('(a) the admin adds $1000 to A through the All Users table', async () => {
    await admin.getByLabel('Search users').fill(alice.email);
    await admin.getByRole('button', { name: 'Search' }).click();
    const row = admin.getByRole('table').getByRole('row').filter({ hasText: alice.email });
    await row.getByRole('button', { name: /^Select/ }).click();
    await admin.getByLabel('Amount').fill('1000');
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    await admin.getByRole('button', { name: messages.moneyFirst.confirmCredit }).click();
    await expect(admin.getByText(messages.admin.balanceAdded('1000', fullName(alice)))).toBeVisible();
    await expect(row).toContainText('$1,000.00');
  });

  await test.step('(b) A sets a PIN', async () => {
    await a.goto('/ManagePin');
    await expect(a.getByRole('heading', { name: 'Manage PIN' })).toBeVisible();
    const newPin = a.getByLabel('New PIN', { exact: true });
    await expect(newPin).toHaveAttribute('type', 'password');
    await expect(newPin).toHaveAttribute('inputmode', 'numeric');
    await expect(newPin).toHaveAttribute('maxlength', '4');
    await newPin.fill(PIN);
    await a.getByLabel('Confirm new PIN').fill('1357');
    await a.getByRole('button', { name: 'Update PIN' }).click();
    await expect(a.getByText(messages.pin.doNotMatch)).toBeVisible();
    await a.getByLabel('Confirm new PIN').fill(PIN);
    await a.getByRole('button', { name: 'Update PIN' }).click();
    await expect(a.getByText(messages.pin.success)).toBeVisible();
    await expect(newPin).toHaveValue('');
  });

  const bobAccount = await checkingAccountNumber(b);

  await test.step('(c) A sends $100 to B at Vault Bank; the confirmation shows amount, fee and total', async () => {
    await a.goto('/LocalTransfer');
    await expect(a.getByText('Total Balance: $1,000.00')).toBeVisible();
    await expect(a.getByText('Fee: $30', { exact: true })).toBeVisible();
    await a.getByRole('button', { name: 'Make Transfer' }).click();
    await expect(a.getByText('Enter an amount.')).toBeVisible();
    await expect(a.getByText('Account name is required.')).toBeVisible();

    await fillLocalTransfer(a, '100', bobAccount, fullName(bob));
    const review = reviewPanel(a);
    await expect(review).toContainText(/Amount\s*\$100\.00/);
    await expect(review).toContainText(/Fee\s*\$30\.00/);
    await expect(review).toContainText(/Total\s*\$130\.00/);
    const pin = review.getByLabel('Pincode');
    await expect(pin).toBeFocused();
    await expect(pin).toHaveAttribute('inputmode', 'numeric');
    await shoot(a, 'local-transfer-review-1280');
    await pin.fill(PIN);
    await review.getByRole('button', { name: 'Confirm transfer' }).click();
    // SPEC.md §8's "Transfer initiated!" heads the receipt, in the page (no native alert).
    await expect(a.getByRole('status').filter({ hasText: messages.transfer.localSuccess })).toBeVisible();
    await a.getByRole('button', { name: messages.payments.sendAnother }).click();
    await expect(a.getByLabel('Amount')).toHaveValue('');
    await expect(a.getByText('Total Balance: $870.00')).toBeVisible();
    await expectCurrentBalance(a, '$870.00');
    await expectCurrentBalance(b, '$100.00');
  });

  await test.step('(d) a wrong PIN is refused, and a double click on confirm pays once', async () => {
    const posts = countPosts(a, '/transfers/local');
    await fillLocalTransfer(a, '10', bobAccount, fullName(bob));
    const review = reviewPanel(a);
    await review.getByLabel('Pincode').fill('0000');
    await review.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect(review.getByText(messages.pin.wrong)).toBeVisible();
    await review.getByLabel('Pincode').fill(PIN);
    await review.getByRole('button', { name: 'Confirm transfer' }).dblclick();
    await expect(a.getByRole('status').filter({ hasText: messages.transfer.localSuccess })).toBeVisible();
    // One send with the wrong PIN, one with the right one: the double click added none.
    expect(posts()).toBe(2);
    await expectCurrentBalance(a, '$830.00');
    await expectCurrentBalance(b, '$110.00');
  });

  await test.step('(e) the statement lists the transfers and the credit, and shows a receipt', async () => {
    await a.goto('/HistoryPage');
    await expect(a.getByRole('heading', { name: 'Bank Statement' })).toBeVisible();
    const table = a.getByRole('table');
    for (const column of statementColumns) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await expect(a.getByText(messages.history.showing(3))).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Local transfer' })).toHaveCount(2);
    await expect(table.getByRole('row').filter({ hasText: 'Bank credit' })).toHaveCount(1);
    const newest = table.getByRole('row').nth(1);
    await expect(newest).toContainText('$10.00');
    await expect(newest).toContainText('Successful');
    const reference = (await newest.getByRole('cell').nth(1).innerText()).trim();
    const viewReceipt = newest.getByRole('button', { name: /View Receipt/ });
    await viewReceipt.click();
    const dialog = a.getByRole('dialog', { name: 'Receipt' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainText(reference);
    await expect(dialog).toContainText(/Fee\s*\$30\.00/);
    // Ledger postings are the back office's: a customer's receipt has none.
    await expect(dialog).not.toContainText('Ledger postings');
    await expect(dialog).not.toContainText('Principal');
    const pdfLink = dialog.getByRole('link', { name: 'Download PDF' });
    const pdf = await a.request.get((await pdfLink.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await shoot(a, 'history-receipt-1280');
    await a.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(viewReceipt).toBeFocused();

    await shoot(a, 'history-data-1280');
    await a.setViewportSize({ width: 390, height: 844 });
    // A fresh load, so the picture shows the phone layout rather than the menu sliding away.
    await a.reload();
    await expect(a.getByText(messages.history.showing(3))).toBeVisible();
    await expectNoSidewaysScroll(a);
    await shoot(a, 'history-data-390');
    await a.setViewportSize({ width: 1280, height: 800 });

    await a.getByLabel('Type', { exact: true }).selectOption('deposit');
    await expect(a.getByText(messages.history.showing(1))).toBeVisible();
    await expect(table).toContainText('Bank credit');
    const csv = a.getByRole('link', { name: 'Download CSV' });
    await expect(csv).toHaveAttribute(
      'href',
      /\/transactions\/export\?format=csv&from=\d{4}-\d{2}-\d{2}&to=/,
    );
    const response = await a.request.get((await csv.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Opening balance');
  });

  let wireReference = '';
  await test.step('(f) a wire to Germany is Processing until the bank returns it', async () => {
    await a.goto('/InternationalTransfer');
    await expect(a.getByText('Fee: $35', { exact: true })).toBeVisible();
    await expect(a.getByText('Total Balance: $830.00')).toBeVisible();
    await a.getByLabel('Amount').fill('50');
    await a.getByLabel('Account type').selectOption('Savings');
    await a.getByLabel('Bank name').fill('Deutsche Bank');
    await a.getByLabel('Account name').fill('Erika Mustermann');
    await a.getByLabel('Search countries').fill('Germ');
    await expect(a.getByLabel('Bank country')).toHaveValue('DE');
    await a.getByLabel('Account number').fill('DE89 3704 0044 0532 0130 00');
    await a.getByLabel('Routing number (bank code)').fill('DEUTDEFF');
    await a.getByRole('button', { name: 'Make Transfer' }).click();
    const review = reviewPanel(a);
    await expect(review).toContainText('Germany');
    await expect(review).toContainText(/Fee\s*\$35\.00/);
    await expect(review).toContainText(/Total\s*\$85\.00/);
    await review.getByLabel('Pincode').fill(PIN);
    await review.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect(
      a.getByRole('status').filter({ hasText: messages.transfer.internationalSuccess }),
    ).toBeVisible();
    await expectCurrentBalance(a, '$745.00');

    await a.goto('/HistoryPage');
    const newest = a.getByRole('table').getByRole('row').nth(1);
    await expect(newest).toContainText('Wire transfer');
    await expect(newest).toContainText('Processing');
    wireReference = (await newest.getByRole('cell').nth(1).innerText()).trim();
  });

  await test.step('(f) the admin returns the wire and A gets the money and fee back', async () => {
    await admin.getByRole('link', { name: 'Transfers', exact: true }).click();
    await expect(admin).toHaveURL('/admin/transfers');
    const row = admin.getByRole('row').filter({ hasText: wireReference });
    await expect(row).toContainText(fullName(alice));
    await expect(row).toContainText('Germany');
    await expect(row).toContainText('$35.00');
    await shoot(admin, 'admin-transfers-1280');
    await admin.setViewportSize({ width: 390, height: 844 });
    await expect(row).toBeVisible();
    await expectNoSidewaysScroll(admin);
    await shoot(admin, 'admin-transfers-390');
    await admin.setViewportSize({ width: 1280, height: 800 });
    await row.getByRole('button', { name: /^Return/ }).click();
    await admin.getByLabel('Reason for return').fill('Beneficiary account closed');
    await admin.getByRole('button', { name: 'Confirm return' }).click();
    await expect(admin.getByText(messages.adminTransfers.returned(wireReference))).toBeVisible();
    await expect(row).toHaveCount(0);

    await a.goto('/HistoryPage');
    const wire = historyRow(a, wireReference);
    await expect(wire).toContainText('Failed');
    await wire.getByRole('button', { name: /View Receipt/ }).click();
    await expect(a.getByRole('dialog', { name: 'Receipt' })).toContainText('Beneficiary account closed');
    await a.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await expectCurrentBalance(a, '$830.00');
  });

  for (const page of [admin, a, b]) await page.context().close();
});

test('the money pages fit a phone and a desktop', async ({ page, request }) => {
  const customer = await registeredCustomer(request, 'Katherine', 'Coleman');
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'login' }).click();
  await expect(page).toHaveURL('/dashboard');
  const screens: Array<[string, string, string]> = [
    ['/LocalTransfer', 'Local Transfer', 'local-transfer'],
    ['/InternationalTransfer', 'International Transfer', 'international-transfer'],
    ['/HistoryPage', 'Bank Statement', 'history'],
    ['/ManagePin', 'Manage PIN', 'manage-pin'],
  ];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const [path, heading, name] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      if (path === '/HistoryPage') await expect(page.getByText(messages.history.empty)).toBeVisible();
      else if (path !== '/ManagePin') await expect(page.getByText('Total Balance: $0.00')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, `${name}-${width}`);
    }
  }
  await page.goto('/InternationalTransfer');
  await page.getByRole('button', { name: 'Make Transfer' }).click();
  await expect(page.getByText('Choose Savings or Checking.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shoot(page, 'international-transfer-errors-390');
  expect(problems).toEqual([]);
});
