import { expect, test } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { openAdminPage, requestProducts, searchUsers } from './support/backoffice';
import { adminSession, signedInCustomer } from './support/money';
import { PHONE } from './support/routes';

/*
 * Issue 47 part 6: crediting has a review step and no native alert(), the admin bar counts what waits in
 * each queue, its links are thumb-sized on a phone, and the audit log names people rather than ids.
 */
test('the back office: a reviewed credit without alert(), queue counts in the bar, names in the audit log', async ({
  browser,
  request,
}) => {
  const { customer, page } = await signedInCustomer(browser, request, 'Rosalind', 'Franklin');
  const admin = await adminSession(browser);
  const dialogs: string[] = [];
  admin.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await admin.goto('/admin/dashboard');
  const row = await searchUsers(admin, customer.email, customer.email);
  await row.getByRole('button', { name: /^Select/ }).click();
  await admin.getByLabel('Amount').fill('75');
  await admin.getByRole('button', { name: 'Add', exact: true }).click();
  const review = admin.getByRole('group', { name: messages.moneyFirst.creditReview });
  await expect(review).toHaveText(
    new RegExp(messages.moneyFirst.creditQuestion('$75.00', 'Rosalind Franklin').replace(/[$.?]/g, '\\$&')),
  );
  // Nothing is credited until it is confirmed.
  await expect(row).toContainText('$0.00');
  await review.getByRole('button', { name: messages.moneyFirst.confirmCredit }).click();
  await expect(
    admin.getByRole('status').filter({ hasText: messages.admin.balanceAdded('75', 'Rosalind Franklin') }),
  ).toBeVisible();
  await expect(row).toContainText('$75.00');
  expect(dialogs).toEqual([]);

  // A loan request and a card application (its fee is paid from the credit) wait in their queues.
  await requestProducts(page, '4826');
  await admin.reload();

  // The queues' counts beside their links; the link keeps the page's name.
  const nav = admin.getByRole('navigation', { name: 'Admin menu' });
  await expect(nav.getByRole('link', { name: 'Loans', exact: true })).toHaveAccessibleDescription(
    /^\d+ waiting$/,
  );
  await expect(nav.getByRole('link', { name: 'Cards', exact: true })).toHaveAccessibleDescription(
    /^\d+ waiting$/,
  );

  // The audit log says who credited whom, by name.
  await openAdminPage(admin, 'Audit log');
  const credit = admin.getByRole('row').filter({ hasText: 'Rosalind Franklin' }).first();
  await expect(credit).toContainText('$75.00');

  await admin.setViewportSize(PHONE);
  for (const link of await nav.getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    expect(box.height, `${await link.textContent()} on a phone`).toBeGreaterThanOrEqual(44);
  }
});
