import { expect, test, type Page } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { adminSession, customerSession, signedInCustomer } from './support/money';
import { setPinViaApi } from './support/loans';
import { expectSignedOut, shootBothWidths } from './support/support';

const PIN = '2468';
/** Markup a customer might type: it must show literally and never run. */
const HOSTILE = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

async function noScriptRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
}

test('tickets: a customer opens one, an administrator answers it, the bell tells the customer', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { customer: ada, page } = await signedInCustomer(browser, request, 'Ada', 'Byron');
  await setPinViaApi(page, PIN);
  const info = `Statement download fails. ${HOSTILE}`;
  let reference = '';

  await test.step('/NewTicket refuses a wrong PIN with the reason, then creates the ticket', async () => {
    await page.goto('/NewTicket');
    await expect(page.getByRole('heading', { name: 'New Ticket' })).toBeVisible();
    const type = page.getByLabel('Ticket type');
    await expect(type.locator('option:not([disabled])')).toHaveText([
      'Technical Issue',
      'Account Inquiry',
      'Loan Request',
      'Other',
    ]);
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(page.getByText('Choose a ticket type from the list.')).toBeVisible();
    await type.selectOption('Technical Issue');
    await page.getByLabel('Info').fill(info);
    await page.getByLabel('Pincode').fill('0000');
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    const failure = page.getByRole('alert');
    await expect(failure).toContainText(messages.tickets.failed);
    await expect(failure).toContainText(messages.pin.wrong);
    await page.getByLabel('Pincode').fill(PIN);
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(page.getByText(messages.tickets.created)).toBeVisible();
    reference = (await page.getByText(/^TCK-\d{8}-[0-9A-F]{6}$/).textContent()) ?? '';
    expect(reference).toMatch(/^TCK-/);
    await expect(page.getByLabel('Info')).toHaveValue('');
    await shootBothWidths(page, 'support-new-ticket');
  });

  await test.step('/TicketHistory lists it as pending, in yellow, and opens it as plain text', async () => {
    await page.goto('/TicketHistory');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['#', 'Ticket', 'Type', 'Status', 'Date']);
    await expect(page.getByText(messages.tickets.footer)).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('Technical Issue');
    const status = row.locator('.ticket-status');
    await expect(status).toHaveText('Pending');
    await expect(status).toHaveCSS('background-color', 'rgb(254, 243, 199)');
    const opener = row.getByRole('button', { name: reference });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: `Ticket ${reference}` });
    await expect(dialog.getByText(info, { exact: true })).toBeVisible();
    await expect(dialog.getByText(messages.tickets.noReplies)).toBeVisible();
    await expect(dialog.locator('img, script')).toHaveCount(0);
    await noScriptRan(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  await test.step('the administrator answers from /admin/tickets and completes it', async () => {
    const admin = await adminSession(browser);
    await admin
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Tickets' })
      .click();
    await expect(admin).toHaveURL(/\/admin\/tickets$/);
    const card = admin.getByRole('article', { name: reference });
    await expect(card).toContainText(`${ada.firstName} ${ada.lastName}`);
    await expect(card).toContainText(ada.email);
    await expect(card).toContainText('Technical Issue');
    await expect(card.getByText(info, { exact: true })).toBeVisible();
    await noScriptRan(admin);
    // The admin bar above is the admin shell's; with every feature's link it is wider than a phone.
    await shootBothWidths(admin, 'support-admin-tickets', true);
    await card.getByRole('button', { name: 'Send' }).click();
    await expect(card.getByText(messages.tickets.replyRequired)).toBeVisible();
    await card.getByLabel('Reply', { exact: true }).fill('We fixed the download. Please try again.');
    await card.getByLabel('Status', { exact: true }).selectOption('completed');
    await card.getByRole('button', { name: 'Send' }).click();
    await expect(admin.getByText(messages.tickets.replySent(reference))).toBeVisible();
    await expect(card).toBeHidden();
    await admin.context().close();
  });

  await test.step('the customer sees the reply, the green status and one unread notification', async () => {
    await page.goto('/TicketHistory');
    const row = page.getByRole('table').getByRole('row').filter({ hasText: reference });
    const status = row.locator('.ticket-status');
    await expect(status).toHaveText('Completed');
    await expect(status).toHaveCSS('color', 'rgb(4, 120, 87)');
    await row.getByRole('button', { name: reference }).click();
    const dialog = page.getByRole('dialog', { name: `Ticket ${reference}` });
    await expect(dialog.getByText('We fixed the download. Please try again.')).toBeVisible();
    await expect(dialog.getByText('Vault Bank Support')).toBeVisible();
    await shootBothWidths(page, 'support-ticket-dialog');
    await page.keyboard.press('Escape');
    await shootBothWidths(page, 'support-ticket-history');

    const topBar = page.getByRole('banner');
    const bell = topBar.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await expect(bell.getByTestId('unread-badge')).toHaveText('1');
  });

  await test.step('the mail icon lists it; Mark all as read clears the badge', async () => {
    const topBar = page.getByRole('banner');
    const mail = topBar.getByRole('button', { name: 'Messages, 1 unread' });
    await mail.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    const item = panel.getByRole('listitem').filter({ hasText: `New reply to your ticket ${reference}` });
    await expect(item).toContainText('We fixed the download.');
    await expect(item.getByRole('link', { name: /View/ })).toHaveAttribute(
      'href',
      /\/TicketHistory\?ticket=/,
    );
    await shootBothWidths(page, 'support-notifications');
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(panel.getByText('All caught up.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(topBar.getByRole('button', { name: 'Messages', exact: true })).toBeFocused();
    await expect(topBar.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(topBar.getByTestId('unread-badge')).toHaveCount(0);
  });

  await test.step("a notification's link opens the ticket itself", async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: /View/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: `Ticket ${reference}` })).toBeVisible();
    await noScriptRan(page);
  });
});

test('/Helpdesk: two entries, one open at a time, operable with the keyboard', async ({
  browser,
  request,
}) => {
  const { page } = await signedInCustomer(browser, request, 'Grace', 'Hopper');
  await page.goto('/Helpdesk');
  const start = page.getByRole('button', { name: 'Get started' });
  const wire = page.getByRole('button', { name: 'How to send wire transfer' });
  await expect(page.locator('.accordion__button')).toHaveCount(2);
  await expect(start).toHaveAttribute('aria-expanded', 'true');
  await expect(wire).toHaveAttribute('aria-expanded', 'false');
  const wirePanel = page.locator(`#${await wire.getAttribute('aria-controls')}`);
  const startPanel = page.locator(`#${await start.getAttribute('aria-controls')}`);
  await expect(startPanel).toBeVisible();
  await expect(startPanel).toContainText('PIN');
  await expect(wirePanel).toBeHidden();

  await start.focus();
  await page.keyboard.press('ArrowDown');
  await expect(wire).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(wire).toHaveAttribute('aria-expanded', 'true');
  await expect(start).toHaveAttribute('aria-expanded', 'false');
  await expect(wirePanel).toBeVisible();
  await expect(page.getByRole('region', { name: 'How to send wire transfer' })).toContainText('$35');
  await expect(wirePanel).toContainText('Processing');
  await expect(wirePanel).toContainText('IBAN');
  await expect(startPanel).toBeHidden();
  await shootBothWidths(page, 'support-helpdesk');

  await page.keyboard.press('ArrowUp');
  await expect(start).toBeFocused();
  await page.keyboard.press('Space');
  await expect(start).toHaveAttribute('aria-expanded', 'true');
  await expect(wire).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('End');
  await expect(wire).toBeFocused();
  await page.keyboard.press('Home');
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(start).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('.accordion__button[aria-expanded="true"]')).toHaveCount(0);
});

test('/ManagePassword: every rule and toggle, and the other session ends', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { customer: alan, page } = await signedInCustomer(browser, request, 'Alan', 'Turing');
  const elsewhere = await customerSession(browser, alan.email, alan.password);
  await page.goto('/ManagePassword');
  await expect(page.getByRole('heading', { name: 'Manage Password' })).toBeVisible();
  const current = page.getByLabel('Current password', { exact: true });
  const fresh = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password', { exact: true });
  const submit = page.getByRole('button', { name: 'Update Password' });

  await test.step('the button waits for all three fields', async () => {
    await expect(submit).toBeDisabled();
    await current.fill(alan.password);
    await expect(submit).toBeDisabled();
    await fresh.fill('abc');
    await expect(submit).toBeDisabled();
    await confirm.fill('abd');
    await expect(submit).toBeEnabled();
    await current.fill('');
    await expect(submit).toBeDisabled();
    await current.fill(alan.password);
  });

  await test.step('each field has a show/hide toggle', async () => {
    for (const [name, input] of [
      ['Show current password', current],
      ['Show new password', fresh],
      ['Show confirm new password', confirm],
    ] as const) {
      const toggle = page.getByRole('button', { name, exact: true });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(input).toHaveAttribute('type', 'password');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(input).toHaveAttribute('type', 'text');
      await toggle.click();
      await expect(input).toHaveAttribute('type', 'password');
    }
  });

  await test.step('the rules and the server answers are shown in the spec words', async () => {
    await submit.click();
    await expect(page.getByText(messages.password.doNotMatch)).toBeVisible();
    await fresh.fill('abcde');
    await confirm.fill('abcde');
    await submit.click();
    await expect(page.getByText(messages.password.tooShort)).toBeVisible();
    await current.fill('Not-My-Password-1');
    await fresh.fill('Brand-New-Pass-77');
    await confirm.fill('Brand-New-Pass-77');
    await submit.click();
    await expect(page.getByText(messages.password.wrongCurrent)).toBeVisible();
    await page.route('**/users/change-password', (route) => route.abort());
    await current.fill(alan.password);
    await submit.click();
    await expect(page.getByText(messages.password.serverError)).toBeVisible();
    await page.unroute('**/users/change-password');
    await shootBothWidths(page, 'support-manage-password');
  });

  await test.step('the change succeeds, the form clears and the other session is over', async () => {
    await current.fill(alan.password);
    await fresh.fill('Brand-New-Pass-77');
    await confirm.fill('Brand-New-Pass-77');
    await submit.click();
    await expect(page.getByText(messages.password.success)).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(fresh).toHaveValue('');
    await expect(confirm).toHaveValue('');
    await expect(submit).toBeDisabled();
    await expectSignedOut(elsewhere);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('/ActivitiesPage: the activity, the sessions and signing out everywhere else', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { customer: katherine, page } = await signedInCustomer(browser, request, 'Katherine', 'Johnson');
  const elsewhere = await customerSession(browser, katherine.email, katherine.password);
  await page.goto('/ActivitiesPage');
  await expect(page.getByRole('heading', { name: 'Recent Activities' })).toBeVisible();
  const activity = page.getByRole('region', { name: 'Login activity' });
  await expect(activity.getByRole('listitem').filter({ hasText: 'Login' })).toHaveCount(2);
  await expect(activity.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText(messages.activities.thisDevice)).toHaveCount(1);
  await expect(sessions).toContainText('127.0.0.1');
  await expect(sessions).toContainText('Chrome on Linux');
  await shootBothWidths(page, 'support-activities');

  await sessions.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await expect(sessions.getByText(messages.activities.signedOutOthers(1))).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(activity).toContainText(messages.activities.revokeActivity);
  await expectSignedOut(elsewhere);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Recent Activities' })).toBeVisible();
});
