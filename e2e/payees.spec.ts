import { expect, test, type Page } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { fundedPayer, reviewPanel } from './support/money';

const PIN = '1593';
const KATHERINE = { name: ['Katherine', 'Johnson'], funds: '2000', pin: PIN } as const;

async function confirmWithPin(page: Page) {
  const review = reviewPanel(page);
  await review.getByLabel('Pincode').fill(PIN);
  await review.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.transfer.localSuccess })).toBeVisible();
}

test('save a payee from a transfer, reuse it, and add one after confirmation of payee', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { page, accounts } = await fundedPayer(
    browser,
    request,
    KATHERINE,
    ['Dorothy', 'Vaughan'],
    ['Mary', 'Jackson'],
  );
  const [landladyAccount, friendAccount] = accounts;

  await test.step('a transfer to typed details offers to save the payee', async () => {
    await page.goto('/LocalTransfer');
    // No saved payees yet: only "Someone new" to choose.
    const who = page.getByRole('group', { name: messages.payments.whoHeading });
    await expect(who.getByRole('radio')).toHaveCount(1);
    await expect(who.getByRole('radio', { name: messages.payments.someoneNew })).toBeChecked();
    await page.getByLabel('Amount').fill('100');
    await page.getByLabel('Account number').fill(landladyAccount);
    await page.getByLabel('Account name').fill('Dorothy Vaughan');
    await page.getByRole('button', { name: 'Make Transfer' }).click();
    await confirmWithPin(page);
    await page.getByRole('button', { name: messages.payees.savePayee }).click();
    await expect(page.getByText(messages.payees.saved)).toBeVisible();
  });

  await test.step('the payee is listed on /Payees', async () => {
    await page.getByRole('link', { name: 'Payees' }).click();
    await expect(page).toHaveURL(/\/Payees$/);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Dorothy Vaughan' });
    await expect(row).toContainText(landladyAccount);
    await expect(row).toContainText('New');
  });

  await test.step('picking the saved payee fills the transfer in and pays it', async () => {
    await page.goto('/LocalTransfer');
    const who = page.getByRole('group', { name: messages.payments.whoHeading });
    await who.getByRole('radio', { name: /Dorothy Vaughan/ }).check();
    await expect(who.getByRole('radio', { name: /Dorothy Vaughan/ })).toBeChecked();
    await expect(who).toContainText(`Vault Bank ••${landladyAccount.slice(-4)}`);
    // The payee stands for the bank details, which are not asked for again.
    await expect(page.getByLabel('Account number')).toHaveCount(0);
    await page.getByLabel('Amount').fill('250');
    const sent = page.waitForRequest((r) => r.url().endsWith('/transfers/local') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Make Transfer' }).click();
    await confirmWithPin(page);
    expect((await sent).postDataJSON()).toMatchObject({ payeeId: expect.any(String), amount: '250' });
    expect((await sent).postDataJSON()).not.toHaveProperty('accountNumber');
    // Paid by payee: nothing new to save.
    await expect(page.getByRole('button', { name: messages.payees.savePayee })).toHaveCount(0);
  });

  await test.step('a new payee is checked before it is saved: a close match offers the holder’s name', async () => {
    await page.goto('/Payees');
    const form = page.getByRole('form', { name: 'Add a payee' });
    await form.getByLabel('Account name').fill('Mary Jakson');
    await form.getByLabel('Nickname (optional)').fill('Mary');
    await form.getByLabel('Bank name').fill('Vault Bank');
    await form.getByLabel('Account number').fill(friendAccount);
    await form.getByRole('button', { name: 'Check payee' }).click();
    await expect(form.getByText(messages.payees.closeMatch('Mary Jackson'))).toBeVisible();
    await form.getByRole('button', { name: 'Use Mary Jackson' }).click();
    await expect(form.getByText(messages.payees.match)).toBeVisible();
    await form.getByRole('button', { name: 'Save payee' }).click();
    await expect(form.getByText(messages.payees.added)).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Mary Jackson');
    await page.screenshot({ path: 'test-results/screens/payees-1280.png', fullPage: true });
  });

  await test.step('another bank cannot be checked, and a payee can be removed', async () => {
    const form = page.getByRole('form', { name: 'Add a payee' });
    await form.getByLabel('Account name').fill('Someone Else');
    await form.getByLabel('Bank name').fill('Other Bank');
    await form.getByLabel('Account number').fill('12345678');
    await form.getByRole('button', { name: 'Check payee' }).click();
    await expect(form.getByText(messages.payees.unavailable)).toBeVisible();
    await page.getByRole('button', { name: 'Remove Mary Jackson' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('table')).not.toContainText('Mary Jackson');
  });
});
