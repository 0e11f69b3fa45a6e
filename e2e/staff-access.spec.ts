import { expect, test } from '@playwright/test';
import { staffReadMessages } from '../src/shared/account-messages';
import { giveStaffReason, searchUsers } from './support/backoffice';
import { adminSession, signedInCustomer } from './support/money';

/*
 * Who looked at my account (issue 50 part 5, docs/staff-access.md): an administrator opens a customer, is
 * asked why, and the customer sees that read, with the reason, on Recent Activities; another customer
 * does not.
 */
test('an administrator gives a reason to open a customer, and the customer sees it on Recent Activities', async ({
  browser,
  request,
}) => {
  const { customer: ada, page: adaPage } = await signedInCustomer(browser, request, 'Ada', 'Watched');
  const { page: bobPage } = await signedInCustomer(browser, request, 'Bob', 'Unwatched');
  const admin = await adminSession(browser);

  await admin.goto('/admin/dashboard');
  const row = await searchUsers(admin, ada.email, ada.email);
  await row.getByRole('link', { name: 'Ada Watched' }).click();
  // Nothing of the customer is shown before the reason is given.
  const dialog = admin.getByRole('dialog', { name: staffReadMessages.dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Statement', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: staffReadMessages.open }).click();
  await expect(dialog.getByText(staffReadMessages.textTooShort)).toBeVisible();
  await giveStaffReason(admin, 'Case', 'C-314');
  await expect(admin.getByRole('heading', { name: 'Ada Watched' })).toBeVisible();
  await expect(admin.getByRole('note')).toContainText('Case C-314');

  const line = staffReadMessages.line(staffReadMessages.viewed.profile, 'Case C-314');
  await adaPage.goto('/ActivitiesPage');
  const panel = adaPage.getByRole('list', { name: staffReadMessages.panelTitle });
  await expect(panel.getByText(line)).toBeVisible();

  await bobPage.goto('/ActivitiesPage');
  await expect(bobPage.getByText(staffReadMessages.panelEmpty)).toBeVisible();
  await expect(bobPage.getByText(line)).toHaveCount(0);

  await admin.context().close();
  await adaPage.context().close();
  await bobPage.context().close();
});
