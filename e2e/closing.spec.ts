import { expect, test, type Page } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { addFunds } from './support/cards';
import { setPinViaApi } from './support/loans';
import { adminSession, checkingAccountNumber, customerSession, openSession } from './support/money';
import { openBank, PHONE, PIN, settle } from './support/routes';
import { BASE_URL, newCustomer, registerViaApi, signIn } from './support/users';

const LEAVER = { name: ['Clara', 'Closer'], funds: '750', pin: '6183' } as const;
const text = messages.closing;

/** The balance of the Checking account of the signed-in customer of `page`. */
async function checkingBalance(page: Page): Promise<number> {
  const response = await page.request.get('/accounts');
  expect(response.ok(), await response.text()).toBe(true);
  const accounts = (await response.json()) as Array<{ name: string; balance: number }>;
  return accounts.find((a) => a.name === 'Checking')!.balance;
}

test('closing: the blockers, the sweep to another customer with the PIN, then sign-in is refused', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const heir = newCustomer('Hugo', 'Heir');
  await registerViaApi(request, heir);
  const heirPage = await openSession(browser);
  await signIn(heirPage, heir.email, heir.password);
  await expect(heirPage).toHaveURL('/dashboard');
  const heirAccount = await (async () => {
    const response = await heirPage.request.get('/accounts');
    const accounts = (await response.json()) as Array<{ name: string; accountNumber: string }>;
    return accounts.find((a) => a.name === 'Checking')!.accountNumber;
  })();
  const before = await checkingBalance(heirPage);

  const leaver = newCustomer(...LEAVER.name);
  await registerViaApi(request, leaver);
  await addFunds(await adminSession(browser), leaver.email, LEAVER.name.join(' '), LEAVER.funds);
  const page = await customerSession(browser, leaver.email, leaver.password);
  await setPinViaApi(page, LEAVER.pin);

  await test.step('My Account leads to the page, which lists the accounts and the money blocker', async () => {
    await page.goto('/MyAccountPage');
    await page.getByRole('link', { name: text.myAccountLink }).click();
    await expect(page).toHaveURL(/\/CloseAccount$/);
    const heading = page.getByRole('heading', { level: 1, name: text.title });
    await expect(heading).toBeFocused();
    const accounts = page.getByRole('list', { name: text.accountsTitle });
    await expect(accounts.getByRole('listitem')).toHaveCount(2);
    await expect(accounts).toContainText('Checking');
    await expect(accounts).toContainText('$750.00');
    await expect(page.getByRole('list', { name: text.blockersTitle })).toHaveText(text.blockMoney('$750.00'));
    await expect(page.getByText(text.sweepIntro('$750.00'))).toBeVisible();
  });

  await test.step('a refusal shows the server sentence, never a field path: the box is not ticked', async () => {
    const form = page.getByRole('form', { name: text.submit });
    await form.getByLabel('Account number').fill(heirAccount);
    await form.getByLabel('Account name').fill('Hugo Heir');
    await form.getByLabel('Pincode').fill(LEAVER.pin);
    await form.getByRole('button', { name: text.submit }).click();
    await expect(form.getByText('Please confirm that closing cannot be undone.')).toBeVisible();
    await expect(form).not.toContainText('confirm:');
  });

  await test.step('phone size: the page fits, every target is 44 px high', async () => {
    await page.setViewportSize(PHONE);
    await settle(page);
    const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    for (const target of await page.locator('.closing__choice:visible, .closing button:visible').all()) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: 'test-results/screens/closing-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('the sweep to the other customer closes the account and ends the session', async () => {
    const form = page.getByRole('form', { name: text.submit });
    await form.getByLabel(text.confirmLabel).check();
    await form.getByRole('button', { name: text.submit }).click();
    await expect(page.getByText(text.done)).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/closing-done-1280.png', fullPage: true });
    const profile = await page.request.get('/users/profile');
    expect(profile.status()).toBe(401);
    await page.getByRole('button', { name: text.goToSignIn }).click();
    await expect(page).toHaveURL('/');
  });

  await test.step('sign-in is refused with the closed-account message', async () => {
    await signIn(page, leaver.email, leaver.password);
    await expect(page.getByText(text.signInRefused)).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  await test.step('the other customer received the whole balance', async () => {
    expect(await checkingBalance(heirPage)).toBeCloseTo(before + 750, 2);
  });
});

test('closing: a payment processing, a loan outstanding, a cheque waiting and a card application each block it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A customer with money in clearing, an approved loan and a pending one, a cheque and a card application,
  // all made through the API with her own session (e2e/support/routes.ts).
  const bank = await openBank(browser);
  const page = bank.customerPage;
  const answer = await page.request.get('/account/closure');
  expect(answer.ok(), await answer.text()).toBe(true);
  const status = (await answer.json()) as { blockers: { kind: string; count: number }[]; canClose: boolean };
  const count = (kind: string) => status.blockers.find((b) => b.kind === kind)?.count ?? 0;
  expect(status.canClose).toBe(false);
  for (const kind of ['processing', 'loan', 'cheques', 'cardApplications'])
    expect(count(kind), kind).toBeGreaterThan(0);

  await page.goto('/CloseAccount');
  const blockers = page.getByRole('list', { name: text.blockersTitle });
  await expect(blockers.getByRole('listitem')).toHaveText([
    /^Your accounts hold \$/,
    text.blockProcessing(count('processing')),
    text.blockLoan,
    text.blockCheques(count('cheques')),
    text.blockCardApplications(count('cardApplications')),
  ]);
  const form = page.getByRole('form', { name: text.submit });
  await expect(form.getByText(text.blockedSubmit)).toBeVisible();
  await expect(form.getByRole('button', { name: text.submit })).toBeDisabled();
  await page.screenshot({ path: 'test-results/screens/closing-blocked-1280.png', fullPage: true });
  // Refused by the server too, whatever the browser shows: still signed in, nothing closed.
  const refused = await page.request.post('/account/closure', {
    data: {
      confirm: true,
      pincode: PIN,
      sweep: { bankName: 'Vault Bank', accountNumber: '1234567890', accountName: 'X' },
    },
    headers: { Origin: BASE_URL },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe('closure_blocked');
  expect((await page.request.get('/users/profile')).status()).toBe(200);
});

test('closing: the sweep to a saved payee, then sign-in answers the closed-account message', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const heir = newCustomer('Hanna', 'Heir');
  await registerViaApi(request, heir);
  const heirPage = await customerSession(browser, heir.email, heir.password);
  const heirAccount = await checkingAccountNumber(heirPage);
  const before = await checkingBalance(heirPage);

  const leaver = newCustomer('Paula', 'Payer');
  await registerViaApi(request, leaver);
  await addFunds(await adminSession(browser), leaver.email, 'Paula Payer', '320');
  const page = await customerSession(browser, leaver.email, leaver.password);
  await setPinViaApi(page, LEAVER.pin);
  const saved = await page.request.post('/payees', {
    data: {
      type: 'local',
      name: 'Hanna Heir',
      nickname: 'Sister',
      bankName: 'Vault Bank',
      accountNumber: heirAccount,
    },
    headers: { Origin: BASE_URL },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  await page.goto('/CloseAccount');
  const form = page.getByRole('form', { name: text.submit });
  await form.getByLabel(text.sweepToPayee).check();
  const payee = form.getByLabel(text.choosePayee);
  await expect(payee.locator('option')).toHaveText([/^Hanna Heir \(Sister\) · Vault Bank ••\d{4}$/]);
  await form.getByLabel('Pincode').fill(LEAVER.pin);
  await form.getByLabel(text.confirmLabel).check();
  await form.getByRole('button', { name: text.submit }).click();
  await expect(page.getByText(text.done)).toBeVisible();
  expect(await checkingBalance(heirPage)).toBeCloseTo(before + 320, 2);

  await page.getByRole('button', { name: text.goToSignIn }).click();
  await expect(page).toHaveURL('/');
  await signIn(page, leaver.email, leaver.password);
  await expect(page.getByText(text.signInRefused)).toBeVisible();
  await expect(page).toHaveURL('/');
});
