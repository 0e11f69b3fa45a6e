import { expect, test, type Page } from '@playwright/test';
import { CARD_MESSAGE_MS } from '../src/shared/constants';
import { messages } from '../src/shared/messages';
import {
  addFunds,
  applyForCard,
  expectMainFits,
  openCardQueue,
  queueRow,
  setFirstPin,
} from './support/cards';
import { adminSession, customerSession, expectCurrentBalance, expectNoSidewaysScroll } from './support/money';
import { verifyIdentityViaApi } from './support/kyc';
import { newCustomer, registerViaApi } from './support/users';

const PIN = '1357';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

test('cards: apply with the PIN, the fee, approval, freeze; a rejection refunds the fee', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const person = newCustomer('Katherine', 'Johnson');
  const fullName = `${person.firstName} ${person.lastName}`;
  await registerViaApi(request, person);
  const admin = await adminSession(browser);
  await addFunds(admin, person.email, fullName, '500');
  const page = await customerSession(browser, person.email, person.password);
  await setFirstPin(page, PIN);
  // Cards are approved only for verified customers (issue 11): her KYC is approved first.
  await verifyIdentityViaApi(page, admin, person.email);

  await test.step('the page shows the two sample cards, the account select, the fee and the pincode', async () => {
    await page.goto('/Cards');
    await expect(page.getByRole('heading', { name: 'Apply New Cards' })).toBeVisible();
    await expect(page.getByLabel('Black Card', { exact: true })).toBeAttached();
    await expect(page.getByLabel('Gold Card', { exact: true })).toBeChecked();
    await expect(page.getByText('•••• •••• •••• 4242')).toBeVisible();
    const account = page.getByLabel('Card account');
    await expect(account.locator('option')).toHaveText(['Savings Account', 'Checking Account']);
    await expect(page.getByText(messages.cards.feeNote)).toBeVisible();
    await expect(page.getByText('Available balance: $500.00')).toBeVisible();
    const pin = page.getByLabel('Account pincode');
    await expect(pin).toHaveAttribute('type', 'password');
    await expect(pin).toHaveAttribute('maxlength', '4');
    await expect(page.getByText(messages.cards.noCards)).toBeVisible();
    await shoot(page, 'cards-empty-1280');
  });

  await test.step('a wrong PIN is refused and nothing is charged', async () => {
    await applyForCard(page, 'Black Card', '0000');
    await expect(page.getByRole('alert')).toHaveText(messages.pin.wrong);
    await expect(page.getByText(messages.cards.noApplications)).toBeVisible();
  });

  await test.step('applying shows "Application in progress..." for 4 s and takes $50', async () => {
    await applyForCard(page, 'Black Card', PIN);
    const note = page.getByRole('status').filter({ hasText: messages.cards.inProgress });
    await expect(note).toBeVisible();
    const shownAt = Date.now();
    await expect(page.getByLabel('Account pincode')).toHaveValue('');
    const applications = page.getByRole('region', { name: 'Your card applications' });
    await expect(applications.getByRole('row').filter({ hasText: 'Black Card' })).toContainText('Pending');
    await page.waitForTimeout(CARD_MESSAGE_MS - 1_500);
    await expect(note).toBeVisible();
    await expect(note).toBeHidden({ timeout: 4_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThanOrEqual(CARD_MESSAGE_MS - 1_000);
    expect(shownFor).toBeLessThan(CARD_MESSAGE_MS + 3_000);
    await expectCurrentBalance(page, '$450.00');
  });

  await test.step('the administrator approves it on /admin/cards', async () => {
    await openCardQueue(admin);
    const row = queueRow(admin, person.email);
    await expect(row).toContainText('Black Card');
    await expect(row).toContainText('Checking');
    await shoot(admin, 'admin-cards-1280');
    await row.getByRole('button', { name: /^Approve/ }).click();
    await expect(admin.getByText(messages.adminCards.approved('Black Card', fullName))).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  await test.step('the customer sees the card masked and can freeze and unfreeze it', async () => {
    await page.goto('/Cards');
    const cards = page.getByRole('list', { name: 'Your cards' });
    const item = cards.getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(/•••• \d{4}/);
    expect(await item.innerText()).not.toMatch(/\d{5,}/);
    await expect(item).toContainText('Active');
    await item.getByRole('button', { name: /^Freeze/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /is frozen/ })).toBeVisible();
    await expect(item).toContainText('Frozen');
    await shoot(page, 'cards-frozen-1280');
    await item.getByRole('button', { name: /^Unfreeze/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /is active again/ })).toBeVisible();
    await expect(item.getByRole('button', { name: /^Freeze/ })).toBeVisible();
  });

  await test.step('a rejected application shows its reason and the fee comes back', async () => {
    await applyForCard(page, 'Gold Card', PIN);
    await expect(page.getByRole('status').filter({ hasText: messages.cards.inProgress })).toBeVisible();
    await expectCurrentBalance(page, '$400.00');
    await openCardQueue(admin);
    const row = queueRow(admin, person.email);
    await row.getByRole('button', { name: /^Reject/ }).click();
    await admin.getByRole('button', { name: 'Confirm rejection' }).click();
    await expect(admin.getByText(messages.adminCards.reasonRequired)).toBeVisible();
    await admin.getByLabel('Reason for rejection').fill('Income could not be verified');
    await admin.getByRole('button', { name: 'Confirm rejection' }).click();
    await expect(admin.getByText(messages.adminCards.rejected('Gold Card', fullName))).toBeVisible();
    await expectCurrentBalance(page, '$450.00');
    await page.goto('/Cards');
    const rejected = page
      .getByRole('region', { name: 'Your card applications' })
      .getByRole('row')
      .filter({ hasText: 'Gold Card' });
    await expect(rejected).toContainText('Rejected');
    await expect(rejected).toContainText('Income could not be verified');
    await shoot(page, 'cards-data-1280');
  });

  await test.step('the pages fit a 390 px phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('list', { name: 'Your cards' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shoot(page, 'cards-data-390');

    await admin.setViewportSize({ width: 390, height: 844 });
    await openCardQueue(admin);
    await admin.getByLabel('Status').selectOption('Rejected');
    await expect(queueRow(admin, person.email)).toContainText('Income could not be verified');
    await expectMainFits(admin);
    await shoot(admin, 'admin-cards-390');
  });
});
