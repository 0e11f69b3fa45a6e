import { expect, test } from '@playwright/test';
import { accountGapMessages, potMessages } from '../src/shared/account-messages';
import { fundedPayer } from './support/money';

const SAVER = { name: ['Pia', 'Potter'], funds: '1000', pin: '5274' } as const;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('pots: open with a goal and a lock, move money with a picker of every account, close, see them everywhere', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { page } = await fundedPayer(browser, request, SAVER);
  const lockDay = inDays(30);

  await test.step('open a locked pot with a goal, and one without', async () => {
    await page.goto('/dashboard');
    const accounts = page.getByRole('region', { name: potMessages.accounts });
    await expect(accounts).toContainText('Checking');
    await expect(accounts).toContainText('Savings');
    await accounts.getByRole('link', { name: potMessages.seePots }).click();
    await expect(page).toHaveURL(/\/Pots$/);
    await expect(page.getByText(potMessages.none)).toBeVisible();
    const form = page.getByRole('form', { name: potMessages.newPot });
    await form.getByLabel(potMessages.name, { exact: true }).fill('Holiday');
    await form.getByLabel(potMessages.goalAmount).fill('500');
    await form.getByLabel(potMessages.goalDate).fill(inDays(90));
    await form.getByLabel(potMessages.lockUntil).fill(lockDay);
    await form.getByRole('button', { name: potMessages.open }).click();
    await expect(form.getByText(potMessages.opened('Holiday'))).toBeVisible();
    await form.getByLabel(potMessages.name, { exact: true }).fill('Car');
    await form.getByRole('button', { name: potMessages.open }).click();
    await expect(form.getByText(potMessages.opened('Car'))).toBeVisible();
    const holiday = page.getByRole('listitem', { name: 'Holiday' });
    await expect(holiday).toContainText(potMessages.lockedUntil(lockDay));
    await expect(holiday.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  await test.step('move $200 from Checking into Holiday: the picker lists all four accounts', async () => {
    const form = page.getByRole('form', { name: potMessages.moveMoney });
    const from = form.getByLabel(potMessages.from, { exact: true });
    await expect(from.locator('option')).toHaveText([
      /^Checking ••\d{4} · \$1,000\.00$/,
      /^Savings ••\d{4} · \$0\.00$/,
      /^Holiday ••\d{4} · \$0\.00$/,
      /^Car ••\d{4} · \$0\.00$/,
    ]);
    await from.selectOption({ index: 0 });
    await form.getByLabel(potMessages.to, { exact: true }).selectOption({ index: 2 });
    await form.getByLabel(potMessages.amount, { exact: true }).fill('200');
    await form.getByRole('button', { name: potMessages.move, exact: true }).click();
    await expect(form.getByText(potMessages.moved('$200.00', 'Holiday'))).toBeVisible();
    const holiday = page.getByRole('listitem', { name: 'Holiday' });
    await expect(holiday).toContainText(potMessages.progress('$200.00', '$500.00', 40));
    await expect(holiday.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await page.screenshot({ path: 'test-results/screens/pots-1280.png', fullPage: true });
  });

  await test.step('the locked pot refuses a withdrawal; the other closes', async () => {
    const form = page.getByRole('form', { name: potMessages.moveMoney });
    await form.getByLabel(potMessages.from, { exact: true }).selectOption({ index: 2 });
    await form.getByLabel(potMessages.to, { exact: true }).selectOption({ index: 0 });
    await form.getByLabel(potMessages.amount, { exact: true }).fill('50');
    await form.getByRole('button', { name: potMessages.move, exact: true }).click();
    await expect(form.getByText(potMessages.locked(lockDay))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close Holiday' })).toBeDisabled();
    await page.getByRole('button', { name: 'Close Car' }).click();
    await page.getByRole('dialog').getByRole('button', { name: potMessages.close }).click();
    await expect(page.getByText(potMessages.closed('Car', '$0.00'))).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Car' })).toHaveCount(0);
  });

  await test.step('the dashboard lists every account, the statement filters by the pot', async () => {
    await page.goto('/dashboard');
    const list = page.getByRole('region', { name: potMessages.accounts });
    await expect(list).toContainText('Holiday');
    await expect(list).toContainText('$200.00');
    await expect(list).toContainText('$800.00');
    await page.screenshot({ path: 'test-results/screens/pots-dashboard-1280.png', fullPage: true });
    await page.goto('/HistoryPage');
    const account = page.getByLabel('Account', { exact: true }).first();
    await expect(account.locator('option')).toHaveCount(4);
    await account.selectOption({
      label: (await account.locator('option', { hasText: 'Holiday' }).textContent())!,
    });
    await expect(page.getByRole('table')).toContainText(potMessages.moveDescription('Holiday'));
    await page.screenshot({ path: 'test-results/screens/pots-history-1280.png', fullPage: true });
  });

  await test.step('the statement download picks a pot by its id, with every open account listed', async () => {
    const panel = page.getByRole('region', { name: 'Download statement' });
    const picker = panel.getByLabel('Statement account');
    await expect(picker.locator('option')).toHaveText([/^Checking/, /^Savings/, /^Holiday/]);
    await picker.selectOption({
      label: (await picker.locator('option', { hasText: 'Holiday' }).textContent())!,
    });
    const href = await panel.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    const potId = await picker.inputValue();
    expect(new URL(href!, page.url()).searchParams.get('account')).toBe(potId);
    const today = new Date().toISOString().slice(0, 10);
    const csv = await page.request.get(
      `/transactions/export?format=csv&from=${today}&to=${today}&account=${potId}`,
    );
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(potMessages.moveDescription('Holiday'));
  });

  await test.step('the transfer page pays only from Checking or Savings, however many pots there are', async () => {
    await page.goto('/LocalTransfer');
    await expect(page.getByLabel('Payment account').locator('option')).toHaveText([
      /^Account 1 \(Checking ••\d{4}\)$/,
      /^Account 2 \(Savings ••\d{4}\)$/,
    ]);
    const balances = page.getByRole('region', { name: 'Balances and fee' });
    await expect(balances).toContainText('$800.00');
    await expect(balances).not.toContainText('Holiday');
  });

  await test.step('a standing order into a pot: the form offers the pots as destination', async () => {
    await page.goto('/StandingOrders');
    await page.getByRole('button', { name: accountGapMessages.moveOrderNew }).click();
    const dialog = page.getByRole('dialog', { name: accountGapMessages.moveOrderTitle });
    const to = dialog.getByLabel(potMessages.to, { exact: true });
    await expect(to.locator('option')).toHaveText([/^Checking/, /^Savings/, /^Holiday/]);
    await expect(to).toHaveValue(
      (await to.locator('option', { hasText: 'Holiday' }).getAttribute('value')) as string,
    );
    await expect(dialog.getByLabel('Pincode')).toHaveCount(0);
    await dialog.getByLabel(potMessages.amount, { exact: true }).fill('25');
    await dialog.getByRole('button', { name: accountGapMessages.moveOrderCreate }).click();
    await expect(page.getByText(accountGapMessages.moveOrderCreated)).toBeVisible();
    const table = page.getByRole('region', { name: 'Standing orders' });
    await expect(table).toContainText('Holiday');
    await expect(table).toContainText(accountGapMessages.ownAccount);
    await expect(table).toContainText('$25.00');
    await page.screenshot({ path: 'test-results/screens/pots-standing-order-1280.png', fullPage: true });
  });

  await test.step('edit a pot: rename it, drop its goal, extend its lock; a shorter lock is refused', async () => {
    await page.goto('/Pots');
    await page.getByRole('button', { name: 'Edit Holiday' }).click();
    const dialog = page.getByRole('dialog', { name: accountGapMessages.editTitle('Holiday') });
    await dialog.getByLabel(potMessages.lockUntil).fill(inDays(20));
    await dialog.getByRole('button', { name: accountGapMessages.save }).click();
    await expect(dialog.getByText(accountGapMessages.lockShortened(lockDay))).toBeVisible();
    await dialog.getByLabel(potMessages.name, { exact: true }).fill('Summer');
    await dialog.getByLabel(accountGapMessages.removeGoal).check();
    await dialog.getByLabel(potMessages.lockUntil).fill(inDays(60));
    await dialog.getByRole('button', { name: accountGapMessages.save }).click();
    await expect(page.getByText(accountGapMessages.potChanged('Summer'))).toBeVisible();
    const summer = page.getByRole('listitem', { name: 'Summer' });
    await expect(summer).toContainText(potMessages.lockedUntil(inDays(60)));
    await expect(summer).toContainText(potMessages.noGoal);
    await expect(summer).toContainText('$200.00');
    await page.screenshot({ path: 'test-results/screens/pots-edited-1280.png', fullPage: true });
  });
});
