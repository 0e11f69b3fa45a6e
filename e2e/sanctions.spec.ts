import path from 'node:path';
import { expect, test } from '@playwright/test';
import { errorMessages, messages } from '../src/shared/messages';
import { sanctionsMessages as text } from '../src/shared/financial-crime-messages';
import { openAdminPage, operatorAdmin } from './support/backoffice';
import { addFunds } from './support/cards';
import { setPinViaApi } from './support/loans';
import { adminSession, customerSession } from './support/money';
import { BASE_URL, registeredCustomer } from './support/users';

const FIXTURES = path.join(import.meta.dirname, '../src/server/sanctions/fixtures');
const PIN = '5274';

test('sanctions: an administrator uploads the list, a wire to a listed name is held, a second administrator releases it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await adminSession(browser);
  const version = `E2E ${Date.now()}`;

  await test.step('the administrator uploads sdn.csv and alt.csv on Sanctions lists', async () => {
    await openAdminPage(admin, text.reviewTitle);
    await admin.getByRole('link', { name: text.listsLink }).click();
    await expect(admin.getByRole('heading', { level: 1, name: text.listsTitle })).toBeVisible();
    const form = admin.getByRole('form', { name: text.uploadHeading });
    await form.getByLabel(text.sdnLabel).setInputFiles(path.join(FIXTURES, 'sdn.csv'));
    await form.getByLabel(text.altLabel).setInputFiles(path.join(FIXTURES, 'alt.csv'));
    await form.getByLabel(text.versionLabel).fill(version);
    await form.getByRole('button', { name: text.upload }).click();
    await expect(admin.getByText(text.listUploaded(version, 8, 5))).toBeVisible();
    const versions = admin.getByRole('region', { name: text.versionsHeading });
    await expect(versions.getByRole('row').filter({ hasText: version })).toContainText(text.activeBadge);
    await admin.screenshot({ path: 'test-results/screens/sanctions-lists.png', fullPage: true });
  });

  const payer = await registeredCustomer(request, 'Nora', 'Feldspar');
  await addFunds(admin, payer.email, 'Nora Feldspar', '900');
  const customer = await customerSession(browser, payer.email, payer.password);
  await setPinViaApi(customer, PIN);
  const sent = await customer.request.post('/transfers/international', {
    headers: { Origin: BASE_URL },
    data: {
      amount: 120,
      paymentAccount: 'Account 1',
      accountType: 'Checking',
      bankName: 'Deutsche Bank',
      accountName: 'Tobias Quillmore',
      accountNumber: 'DE89370400440532013000',
      bankCountry: 'DE',
      routingNumber: 'DEUTDEFF',
      pincode: PIN,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const reference = ((await sent.json()) as { transaction: { reference: string } }).transaction.reference;

  await test.step('settling the wire is refused: it is held in Sanctions review', async () => {
    await openAdminPage(admin, 'Transfers');
    const row = admin.getByRole('row').filter({ hasText: reference });
    await row.getByRole('button', { name: /^Settle/ }).click();
    await admin
      .getByRole('group', { name: /^Confirm:/ })
      .getByRole('button', { name: messages.moneyFirst.confirmApprove })
      .click();
    await expect(admin.getByRole('alert')).toHaveText(errorMessages.sanctions_hold);
  });

  await test.step('the hit is in the queue; its release is proposed and waits for four eyes', async () => {
    await openAdminPage(admin, text.reviewTitle);
    const hit = admin.getByRole('row').filter({ hasText: reference });
    await expect(hit).toContainText('Tobias Quillmore');
    await expect(hit).toContainText('QUILLMORE, Tobias Everard');
    await expect(hit).toContainText(payer.email);
    await admin.screenshot({ path: 'test-results/screens/sanctions-review.png', fullPage: true });
    await hit.getByRole('button', { name: /^Release/ }).click();
    await expect(admin.getByRole('status').filter({ hasText: text.releaseQueued })).toBeVisible();
    await expect(hit).toContainText(text.proposal('Release', 'admin@vault.test'));
  });

  await test.step('a second administrator approves the release in Credits', async () => {
    const second = await operatorAdmin(browser, {
      email: `sanctions-admin-${Date.now()}@vault.test`,
      firstName: 'Sana',
      lastName: 'Checker',
      password: 'Sanctions-Checker-Pass-2026!',
    });
    await openAdminPage(second, 'Credits');
    const pending = second.getByRole('row').filter({ hasText: payer.email });
    await expect(pending).toContainText('Sanctions: release a hit');
    await pending.getByRole('button', { name: /^Approve/ }).click();
    // The wire's amount is named before the approval.
    await second
      .getByRole('group', { name: /^Confirm:/ })
      .getByRole('button', { name: messages.moneyFirst.confirmApprove })
      .click();
    await expect(second.getByRole('status').filter({ hasText: 'Approved.' })).toBeVisible();
    await openAdminPage(second, text.reviewTitle);
    await second.getByRole('button', { name: 'Released', exact: true }).click();
    await expect(second.getByRole('row').filter({ hasText: reference })).toContainText('Released');
    await second.context().close();
  });

  await test.step('the released wire settles', async () => {
    await openAdminPage(admin, 'Transfers');
    const row = admin.getByRole('row').filter({ hasText: reference });
    await row.getByRole('button', { name: /^Settle/ }).click();
    await admin
      .getByRole('group', { name: /^Confirm:/ })
      .getByRole('button', { name: messages.moneyFirst.confirmApprove })
      .click();
    await expect(admin.getByRole('status').filter({ hasText: reference })).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
