import { expect, test } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { adminSession, fundedPayer, payLocalViaApi, signedInCustomer } from './support/money';
import { setPinViaApi } from './support/loans';
import { verifyIdentityViaApi } from './support/kyc';
import { BASE_URL } from './support/users';

const PIN = '1357';

test('History: search by name, amounts as chips, and an exact reference opens its receipt', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { page, accounts } = await fundedPayer(
    browser,
    request,
    { name: ['Sam', 'Seeker'], funds: '1000', pin: PIN },
    ['Rita', 'Levi'],
    ['Gus', 'Grant'],
  );
  const [rita, gus] = accounts;
  await payLocalViaApi(page, {
    amount: 12,
    accountNumber: rita,
    accountName: 'Rita Levi',
    details: 'Piano lesson',
    pincode: PIN,
  });
  await payLocalViaApi(page, {
    amount: 80,
    accountNumber: rita,
    accountName: 'Rita Levi',
    details: 'Piano rent',
    pincode: PIN,
  });
  await payLocalViaApi(page, {
    amount: 45,
    accountNumber: gus,
    accountName: 'Gus Grant',
    details: 'Garden',
    pincode: PIN,
  });
  const list = (await (await page.request.get('/transactions?limit=50')).json()) as {
    transactions: { _id: string; reference: string; details: string | null }[];
  };
  const garden = list.transactions.find((t) => t.details === 'Garden')!;

  // The table shows amounts, not details: Gus's $45 (Garden), Rita's $12 and $80 (Piano lesson, Piano rent).
  await page.goto('/HistoryPage');
  const table = page.getByRole('region', { name: 'Transactions' });
  await expect(table.getByText('-$45.00')).toBeVisible();
  const search = page.getByRole('search', { name: messages.search.label });
  await search.getByLabel(messages.search.label).fill('piano');
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(messages.search.chipSearch('piano'))).toBeVisible();
  await expect(table.getByText('-$45.00')).toBeHidden();
  await expect(table.getByText('-$12.00')).toBeVisible();
  await expect(table.getByText('-$80.00')).toBeVisible();

  // An amount typed as the transfer pages refuse it is refused here too, before anything is asked.
  await search.getByLabel(messages.search.minAmount).fill('1.234');
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(search.getByText('Enter an amount with at most 2 decimal places.')).toBeVisible();
  await search.getByLabel(messages.search.minAmount).fill('50');
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(messages.search.chipMin('$50.00'))).toBeVisible();
  await expect(table.getByText('-$12.00')).toBeHidden();
  await expect(table.getByText('-$80.00')).toBeVisible();

  // Removing the search chip keeps the amount: Gus's $45 stays out, the $80 stays in.
  await page
    .getByRole('button', { name: messages.search.removeChip(messages.search.chipSearch('piano')) })
    .click();
  await expect(page.getByText(messages.search.chipSearch('piano'))).toBeHidden();
  await expect(table.getByText('-$80.00')).toBeVisible();
  await expect(table.getByText('-$45.00')).toBeHidden();
  await page.getByRole('button', { name: messages.search.clearAll }).click();
  await expect(table.getByText('-$45.00')).toBeVisible();

  // An exact reference opens that payment's receipt.
  await search.getByLabel(messages.search.label).fill(garden.reference.toLowerCase());
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(garden.reference);
});

test('a loan page turns automatic repayment on with the PIN, and off', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { customer, page } = await signedInCustomer(browser, request, 'Ada', 'Autopay');
  await setPinViaApi(page, PIN);
  const admin = await adminSession(browser);
  await verifyIdentityViaApi(page, admin, customer.email);
  const asked = await page.request.post('/users/api/loans/loan-request', {
    headers: { Origin: BASE_URL },
    data: {
      amount: 600,
      account: 'Checking',
      type: 'Personal Loan',
      duration: '6 Months',
      repayment: 'Monthly',
      details: 'Bicycle',
      pincode: PIN,
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const loanId = ((await asked.json()) as { loan: { _id: string } }).loan._id;
  const approved = await admin.request.post(`/admin/loans/${loanId}/approve`, {
    headers: { Origin: BASE_URL },
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await page.goto(`/Myloans/${loanId}`);
  const panel = page.getByRole('region', { name: messages.autopay.title });
  await expect(panel.getByText(messages.autopay.off)).toBeVisible();
  await panel.getByRole('button', { name: messages.autopay.turnOn }).click();
  await expect(panel.getByText(messages.pin.exactlyFour)).toBeVisible();
  await panel.getByLabel('Pincode').fill(PIN);
  await panel.getByRole('button', { name: messages.autopay.turnOn }).click();
  await expect(panel.getByText(messages.autopay.turnedOn)).toBeVisible();
  await expect(panel.getByText(messages.autopay.on)).toBeVisible();
  await expect(panel).toContainText(/Next instalment: \$\d+\.\d\d on \d{4}-\d{2}-\d{2}\./);
  await page.reload();
  await expect(panel.getByText(messages.autopay.on)).toBeVisible();
  await panel.getByRole('button', { name: messages.autopay.turnOff }).click();
  await expect(panel.getByText(messages.autopay.turnedOff)).toBeVisible();
  await expect(panel.getByText(messages.autopay.off)).toBeVisible();
});
