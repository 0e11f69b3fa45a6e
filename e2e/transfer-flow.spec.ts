import { expect, test, type Page } from '@playwright/test';
import { errorMessages, messages } from '../src/shared/messages';
import { BASE_URL } from './support/users';
import { countPosts, fundedPayer, reviewPanel, signedInCustomer } from './support/money';
import { seriousViolations, settle, unlabelledFields } from './support/routes';

/*
 * Issue 47 parts 1 and 3, walked in Chromium: a standing order to a saved payee, errors in sentences,
 * a payment confirmed offline, and the transfer flow (who is paid, the bank list, confirmation of payee
 * as it is typed, live fee and total, the balance check before the PIN, the receipt, the PIN asked first).
 */

const PIN = '2580';
/** axe in the light and the dark theme: no serious violation, every field labelled. */
async function expectAccessible(page: Page, what: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await settle(page);
    expect(await seriousViolations(page), `${what} (${colorScheme})`).toEqual([]);
    expect(await unlabelledFields(page), `${what} (${colorScheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const who = (page: Page) => page.getByRole('group', { name: messages.payments.whoHeading });

async function savePayeeViaApi(page: Page, name: string, accountNumber: string) {
  const res = await page.request.post('/payees', {
    headers: { Origin: BASE_URL },
    data: { type: 'local', name, bankName: 'Vault Bank', accountNumber },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('a standing order to a saved payee is set up (it used to fail with a field path)', async ({
  browser,
  request,
}) => {
  const payer = { name: ['Ruth', 'Payer'], funds: '500', pin: PIN } as const;
  const { page, accounts } = await fundedPayer(browser, request, payer, ['Lise', 'Meitner']);
  await savePayeeViaApi(page, 'Lise Meitner', accounts[0]);
  await page.goto('/LocalTransfer');
  await who(page)
    .getByRole('radio', { name: /Lise Meitner/ })
    .check();
  await expect(page.getByLabel('Account number')).toHaveCount(0);
  await page.getByLabel('Amount').fill('25');
  await page.getByLabel(messages.standingOrders.makeStanding).check();
  await page.getByLabel('Repeats').selectOption('monthly');
  await page.getByRole('button', { name: 'Make Transfer' }).click();
  const review = reviewPanel(page);
  await review.getByLabel('Pincode').fill(PIN);
  const sent = page.waitForRequest((r) => r.url().endsWith('/standing-orders') && r.method() === 'POST');
  await review.getByRole('button', { name: 'Confirm transfer' }).click();
  expect((await sent).postDataJSON().transfer).toMatchObject({ payeeId: expect.any(String) });
  const receipt = page.getByRole('region', { name: messages.standingOrders.created });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText('Lise Meitner');
  await expect(page.getByText(/transfer\.\w+:/)).toHaveCount(0);
  const orders = await (await page.request.get('/standing-orders')).json();
  expect(orders[0]).toMatchObject({ accountName: 'Lise Meitner', accountNumber: accounts[0], amount: 25 });
});

test('refused input answers a sentence, never a field path', async ({ browser, request }) => {
  const { page } = await signedInCustomer(browser, request, 'Field', 'Paths');
  const post = (url: string, data: unknown) =>
    page.request.post(url, { headers: { Origin: BASE_URL }, data: data as object });
  const bodies: Array<[string, unknown]> = [
    [
      '/transfers/local',
      { amount: '5', paymentAccount: 'Account 1', accountNumber: '1234567', pincode: PIN },
    ],
    ['/transfers/local', { amount: 5, paymentAccount: 7, bankName: [], accountNumber: 1, pincode: 1 }],
    ['/transfers/international', { amount: '5' }],
    ['/standing-orders', { type: 'local', transfer: { amount: '5' }, schedule: { frequency: 'weekly' } }],
    ['/standing-orders', { type: 'local', transfer: 7, schedule: 'soon' }],
    ['/payees', { type: 'local', name: 'X' }],
  ];
  for (const [url, data] of bodies) {
    const res = await post(url, data);
    expect(res.status(), url).toBe(400);
    const { message, code } = await res.json();
    expect(code).toBe('invalid_input');
    expect(message, `${url} ${JSON.stringify(data)}`).not.toMatch(/^[\w.[\]]+: /);
    expect(message).toMatch(/[.!?]$/);
  }
  const missing = await post('/transfers/local', bodies[0]![1]);
  expect((await missing.json()).message).toBe('Bank name is required.');
  const junk = await post('/standing-orders', bodies[4]![1]);
  expect((await junk.json()).message).toBe(errorMessages.invalid_input);
});

test('offline, nothing is sent and nothing resumes by itself; a new tap sends it once, with the same key', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const payer = { name: ['Ada', 'Offline'], funds: '300', pin: PIN } as const;
  const { page, accounts } = await fundedPayer(browser, request, payer, ['Bea', 'Online']);
  const posts = countPosts(page, '/transfers/local');
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/transfers/local')) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.goto('/LocalTransfer');
  await page.getByLabel('Account number').fill(accounts[0]);
  await page.getByLabel('Account name').fill('Bea Online');
  await page.getByLabel('Amount').fill('40');
  await page.getByRole('button', { name: 'Make Transfer' }).click();
  const review = reviewPanel(page);
  await review.getByLabel('Pincode').fill(PIN);

  await page.context().setOffline(true);
  const confirm = review.getByRole('button', { name: 'Confirm transfer' });
  await confirm.click();
  await expect(review.getByText(messages.payments.offline)).toBeVisible({ timeout: 2_000 });
  await expect(confirm).toBeEnabled();
  await page.context().setOffline(false);
  // Back online, the payment does not go by itself.
  await page.waitForTimeout(3_000);
  expect(posts()).toBe(0);
  await expect(review.getByText(messages.payments.offline)).toBeVisible();

  // The first tap online reaches the bank but its answer is lost on the way back.
  await page.route('**/transfers/local', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await confirm.click();
  await expect(review.getByText(messages.transferForm.networkError)).toBeVisible();
  await page.unroute('**/transfers/local');
  await confirm.click();
  await expect(page.getByRole('region', { name: messages.transfer.localSuccess })).toBeVisible();
  expect(posts()).toBe(2);
  expect(new Set(keys).size).toBe(1);
  const accountsNow = await (await page.request.get('/accounts')).json();
  // Paid once: $40 and the $30 fee.
  expect(accountsNow.find((a: { name: string }) => a.name === 'Checking').balance).toBe(230);
});

test('pay a person: who first, the bank from a list, the name checked as typed, live totals, a receipt', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const payer = { name: ['Grace', 'Sender'], funds: '200', pin: PIN } as const;
  const { page, accounts } = await fundedPayer(browser, request, payer, ['Mary', 'Jackson']);

  await test.step('the form starts with who is paid; the bank list has this bank first', async () => {
    await page.goto('/LocalTransfer');
    const choice = who(page);
    await expect(choice).toBeVisible();
    await expect(choice.getByRole('radio', { name: messages.payments.someoneNew })).toBeChecked();
    const bank = page.getByLabel('Bank name', { exact: true });
    await expect(bank).toHaveValue('Vault Bank');
    await expect(bank.locator('option').first()).toHaveText('Vault Bank');
    // Any other bank is typed, and the note says when it arrives.
    await bank.selectOption({ label: messages.payments.otherBank });
    await page.getByLabel(messages.payments.otherBankName).fill('Vault Bnk');
    await expect(page.getByText(messages.payments.otherBankHint)).toBeVisible();
    await bank.selectOption('Vault Bank');
    await expect(page.getByText(messages.payments.thisBankHint)).toBeVisible();
  });

  await test.step('confirmation of payee runs as the name is typed', async () => {
    const checks = countPosts(page, '/payees/check');
    await page.getByLabel('Account number').fill(accounts[0]);
    await page.getByLabel('Account name').fill('Mary Jakson');
    await expect(page.getByText(messages.payees.closeMatch('Mary Jackson'))).toBeVisible();
    await page.getByRole('button', { name: 'Use Mary Jackson' }).click();
    await expect(page.getByLabel('Account name')).toHaveValue('Mary Jackson');
    await expect(page.getByText(messages.payees.match)).toBeVisible();
    expect(checks()).toBe(2);
  });

  await test.step('fee and total are shown live; more than the balance is refused before the PIN', async () => {
    const quote = page.getByRole('region', { name: 'What you will pay' });
    await page.getByLabel('Amount').fill('180');
    await expect(quote).toContainText(/Available\s*\$200\.00/);
    await expect(quote).toContainText(/Fee\s*\$30\.00/);
    await expect(quote).toContainText(/Total\s*\$210\.00/);
    await expect(quote).toContainText(messages.payments.overBalance('$200.00'));
    await expectAccessible(page, 'the transfer form with a payee check and too large an amount');
    await page.getByRole('button', { name: 'Make Transfer' }).click();
    await expect(reviewPanel(page)).toHaveCount(0);
    await expect(page.getByLabel('Amount')).toBeFocused();
    await page.getByLabel('Amount').fill('120');
    await expect(quote).toContainText(/Total\s*\$150\.00/);
    await expect(quote).not.toContainText(messages.payments.overBalance('$200.00'));
    await page.getByLabel('Details (reason, optional)').fill('Concert tickets');
  });

  await test.step('success is a receipt: amount, to whom, reference, arrival, receipt, PDF, send another', async () => {
    await page.getByRole('button', { name: 'Make Transfer' }).click();
    const review = reviewPanel(page);
    await review.getByLabel('Pincode').fill(PIN);
    await review.getByRole('button', { name: 'Confirm transfer' }).click();
    const receipt = page.getByRole('region', { name: messages.transfer.localSuccess });
    await expect(receipt).toBeVisible();
    await expect(receipt.getByRole('heading', { name: messages.transfer.localSuccess })).toBeFocused();
    await expect(receipt).toContainText('$120.00');
    await expect(receipt).toContainText('Mary Jackson');
    await expect(receipt).toContainText(/Reference\s*\S+/);
    await expect(receipt).toContainText(messages.payments.arrivesNow);
    await expect(receipt).toContainText('Concert tickets');
    const pdf = receipt.getByRole('link', { name: messages.payments.downloadPdf });
    const file = await page.request.get((await pdf.getAttribute('href'))!);
    expect(file.headers()['content-type']).toBe('application/pdf');
    await receipt.getByRole('button', { name: messages.payments.viewReceipt }).click();
    const dialog = page.getByRole('dialog', { name: 'Receipt' });
    await expect(dialog).toContainText('Mary Jackson');
    await expect(dialog).toContainText(/Fee\s*\$30\.00/);
    await expectAccessible(page, 'the receipt dialog');
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'the transfer receipt');
    await page.screenshot({ path: 'test-results/screens/transfer-receipt-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(receipt.getByRole('button', { name: messages.payments.sendAnother })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/transfer-receipt-390.png', fullPage: true });
    await receipt.getByRole('button', { name: messages.payments.sendAnother }).click();
    await expect(page.getByLabel('Amount')).toHaveValue('');
    await expect(page.getByText('Total Balance: $50.00')).toBeVisible();
  });
});

test('a customer without a PIN is asked to set one before the first payment', async ({
  browser,
  request,
}) => {
  const { page } = await signedInCustomer(browser, request, 'Nopin', 'Newcomer');
  await page.goto('/LocalTransfer');
  const prompt = page.getByRole('region', { name: messages.payments.pinFirstTitle });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(messages.payments.pinFirstBody);
  await expectAccessible(page, 'the request to set a PIN first');
  await prompt.getByRole('link', { name: messages.payments.pinFirstLink }).click();
  await expect(page).toHaveURL(/\/ManagePin$/);
  await page.getByLabel('New PIN', { exact: true }).fill(PIN);
  await page.getByLabel('Confirm new PIN').fill(PIN);
  await page.getByRole('button', { name: 'Update PIN' }).click();
  await expect(page.getByText(messages.pin.success)).toBeVisible();
  await page.goto('/LocalTransfer');
  await expect(page.getByRole('heading', { name: 'Local Transfer', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: messages.payments.pinFirstTitle })).toHaveCount(0);
});
