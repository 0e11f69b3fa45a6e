import { expect, test, type Page } from '@playwright/test';
import { COPIED_FEEDBACK_MS } from '../src/shared/constants';
import { messages } from '../src/shared/messages';
import { chequePng, expectContentFits, shoot } from './support/deposits';
import {
  adminSession,
  expectCurrentBalance,
  expectNoSidewaysScroll,
  signedInCustomer,
} from './support/money';

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

async function pickCheque(page: Page, image: Buffer) {
  await page
    .getByLabel('Cheque image')
    .setInputFiles({ name: 'cheque.png', mimeType: 'image/png', buffer: image });
  await expect(page.getByRole('img', { name: 'Preview of the selected cheque' })).toBeVisible();
}

test('a cheque deposit from both sides: upload, look at the image, approve, money arrives', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { customer, page } = await signedInCustomer(browser, request, 'Evelyn', 'Boyd');
  const image = await chequePng(page, 'Evelyn Boyd', '250.00');

  await test.step('the customer deposits a $250 cheque on /ChequeDeposit', async () => {
    await page.goto('/ChequeDeposit');
    await expect(page.getByRole('heading', { name: 'Mobile Check Deposit' })).toBeVisible();
    await expect(page.getByText(messages.chequeDeposit.delayNote)).toBeVisible();
    await expect(page.getByLabel('Cheque image')).toHaveAttribute('accept', 'image/*');
    await page.getByRole('button', { name: 'Deposit Cheque' }).click();
    await expect(page.getByText(messages.chequeDeposit.selectImage)).toBeVisible();

    await pickCheque(page, image);
    await page.getByLabel('Amount').fill('250');
    await shoot(page, 'cheque-deposit-selected-1280');
    await page.getByRole('button', { name: 'Deposit Cheque' }).click();
    await expect(page.getByRole('status').filter({ hasText: messages.chequeDeposit.uploaded })).toBeVisible();
    await expect(page.getByLabel('Cheque image')).toHaveValue('');
    await expect(page.getByRole('img', { name: 'Preview of the selected cheque' })).toHaveCount(0);
    await expect(page.getByLabel('Amount')).toHaveValue('');
    const row = page
      .getByRole('region', { name: 'Cheque deposits', exact: true })
      .getByRole('row')
      .filter({ hasText: '$250.00' });
    await expect(row).toContainText('Pending');
    await shoot(page, 'cheque-deposit-pending-1280');
  });

  await test.step('the same cheque again is refused with the server message, and the picker clears', async () => {
    await pickCheque(page, image);
    await page.getByLabel('Amount').fill('250');
    await page.getByRole('button', { name: 'Deposit Cheque' }).click();
    await expect(page.getByRole('alert').filter({ hasText: messages.chequeDeposit.duplicate })).toBeVisible();
    await expect(page.getByLabel('Cheque image')).toHaveValue('');
    await expect(page.getByRole('img', { name: 'Preview of the selected cheque' })).toHaveCount(0);
  });

  await test.step('at 390 px the page fits the phone and the table scrolls in its box', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mobile Check Deposit' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cheque deposits', exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shoot(page, 'cheque-deposit-390');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('the administrator sees the cheque image in the queue and approves it', async () => {
    const admin = await adminSession(browser);
    await admin
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Deposits' })
      .click();
    await expect(admin).toHaveURL('/admin/deposits');
    const item = admin.getByRole('listitem').filter({ hasText: customer.email });
    await expect(item).toContainText('Evelyn Boyd');
    await expect(item).toContainText('$250.00');
    const picture = item.getByRole('img', { name: 'Cheque of $250.00 from Evelyn Boyd' });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('src', /^blob:/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await shoot(admin, 'admin-deposits-1280');
    await admin.setViewportSize({ width: 390, height: 844 });
    await expectContentFits(admin);
    await shoot(admin, 'admin-deposits-390');
    await admin.setViewportSize({ width: 1280, height: 800 });
    await item.getByRole('button', { name: /^Approve/ }).click();
    await admin
      .getByRole('group', { name: /^Confirm:/ })
      .getByRole('button', { name: messages.moneyFirst.confirmApprove })
      .click();
    await expect(
      admin.getByRole('status').filter({ hasText: messages.chequeDeposit.approved }),
    ).toBeVisible();
    await expect(admin.getByRole('listitem').filter({ hasText: customer.email })).toHaveCount(0);
    await admin.close();
  });

  await test.step('the customer has $250.00 more and a Successful Cheque deposit in the statement', async () => {
    await expectCurrentBalance(page, '$250.00');
    await page.goto('/HistoryPage');
    const line = page.getByRole('table').getByRole('row').filter({ hasText: 'Cheque deposit' });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Successful');
    await expect(line).toContainText('$250.00');
    await page.goto('/ChequeDeposit');
    const row = page
      .getByRole('region', { name: 'Cheque deposits', exact: true })
      .getByRole('row')
      .filter({ hasText: '$250.00' });
    await expect(row).toContainText('Approved');
  });
});

test('the Deposit Crypto dialog: address, real QR code, copy feedback, focus kept and returned', async ({
  browser,
  request,
}) => {
  const { page } = await signedInCustomer(browser, request, 'Mary', 'Jackson');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const opener = page.getByRole('button', { name: 'Deposit Crypto' });
  const dialog = page.getByRole('dialog', { name: 'Deposit Crypto' });

  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Bitcoin deposit address' })).toHaveValue(ADDRESS);
  const qr = dialog.getByRole('img', { name: 'QR code of the deposit address' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg');
  expect((await qr.locator('path').getAttribute('d'))?.length).toBeGreaterThan(1000);
  await expect(dialog.getByText('Bitcoin', { exact: true })).toBeVisible();
  await expect(dialog.getByText(messages.cryptoDeposit.warning)).toBeVisible();
  await expect(dialog.getByText('Vault Bank', { exact: true })).toBeVisible();
  await qr.screenshot({ path: 'test-results/screens/crypto-qr.png' });
  await shoot(page, 'crypto-dialog-1280');

  const copy = dialog.getByRole('button', { name: 'Copy', exact: true });
  await copy.click();
  const copiedAt = Date.now();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ADDRESS);
  await expect(copy).toBeVisible({ timeout: COPIED_FEEDBACK_MS + 3_000 });
  expect(Date.now() - copiedAt).toBeGreaterThan(COPIED_FEEDBACK_MS - 500);
  await dialog.getByRole('button', { name: 'Copy address' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();

  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  await opener.click();
  await expect(qr).toBeVisible();
  await shoot(page, 'crypto-dialog-390');
});
