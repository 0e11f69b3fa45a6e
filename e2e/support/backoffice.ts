import { spawnSync } from 'node:child_process';
import { messages } from '../../src/shared/messages';
import { staffReadMessages } from '../../src/shared/account-messages';
import { loanRequest } from '../../src/server/test/fixtures';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { openSession } from './money';
import { enrolAdmin, submitAdminLogin } from './admin-sign-in';
import { newestMailTo, resetPathIn } from './outbox';
import { BASE_URL } from './users';

/** Searches the All Users table of /admin/dashboard and answers the row holding `email`. */
export async function searchUsers(page: Page, text: string, email: string): Promise<Locator> {
  await page.getByLabel('Search users').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('table').getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  return row;
}

/**
 * Opens an admin screen from the admin bar. A full load of /admin/credits, /admin/audit or /admin/users/{id}
 * would reach the API of the same path (JSON), so the spec navigates inside the app as an operator does.
 */
export async function openAdminPage(page: Page, link: string): Promise<void> {
  await page.goto('/admin/dashboard');
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
}

export async function adminSignIn(page: Page, email: string, password: string): Promise<void> {
  await submitAdminLogin(page, email, password);
  await expect(page).toHaveURL('/admin/dashboard');
}

type Invitee = { email: string; firstName: string; lastName: string; password: string };

/**
 * Creates an administrator the way an operator does, with `npm run create-admin` against the e2e server's
 * database (the command shares the running embedded PostgreSQL); such an administrator needs no second
 * approval. Answers their signed-in page.
 */
export async function operatorAdmin(browser: Browser, invitee: Invitee): Promise<Page> {
  createAdminWithCli(invitee);
  const page = await openSession(browser);
  await adminSignIn(page, invitee.email, invitee.password);
  await enrolAdmin(page, invitee.email);
  return page;
}

/** `npm run create-admin` against the e2e server's database: an administrator without two-step sign-in. */
export function createAdminWithCli(invitee: { email: string; password: string }): void {
  const port = process.env.E2E_PORT ?? '3100';
  const result = spawnSync(
    'npx',
    ['tsx', 'src/server/users/create-admin-cli.ts', '--email', invitee.email, '--password', invitee.password],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: `.tmp/e2e-data-${port}`,
        EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54339',
        DATABASE_URL: '',
      },
    },
  );
  expect(result.status, result.stderr).toBe(0);
}

/**
 * Invites a second administrator on /admin/admins, opens the link of the invitation mail in a browser of
 * their own and sets the password. They cannot sign in until `approver` (a different administrator than
 * the inviter) approves the invitation in the approvals queue; then they sign in at /admin/login.
 * Answers their signed-in page.
 */
export async function inviteAndSignIn(
  admin: Page,
  browser: Browser,
  invitee: Invitee,
  approver: Page,
): Promise<Page> {
  await openAdminPage(admin, 'Administrators');
  const form = admin.getByRole('form', { name: 'Invite an administrator' });
  await form.getByLabel('Email').fill(invitee.email);
  await form.getByLabel('First name').fill(invitee.firstName);
  await form.getByLabel('Last name').fill(invitee.lastName);
  await form.getByRole('button', { name: 'Invite administrator' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Administrator invited' })).toBeVisible();

  let resetPath: string | undefined;
  await expect
    .poll(() => {
      const mail = newestMailTo(invitee.email);
      resetPath = mail ? resetPathIn(mail) : undefined;
      return resetPath;
    })
    .toBeTruthy();
  const page = await openSession(browser);
  await page.goto(resetPath!);
  await page.getByLabel('New password', { exact: true }).fill(invitee.password);
  await page.getByLabel('Confirm new password').fill(invitee.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('status')).toContainText(/success/i);

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(invitee.email);
  await page.getByLabel('Password').fill(invitee.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText(messages.backoffice.awaitingApproval)).toBeVisible();

  // The inviter cannot approve their own invitation; a different administrator can.
  await openAdminPage(admin, 'Credits');
  const own = admin.getByRole('row').filter({ hasText: invitee.email });
  await own.getByRole('button', { name: /^Approve/ }).click();
  await expect(admin.getByRole('alert')).toHaveText(messages.backoffice.cannotApproveOwn);
  await openAdminPage(approver, 'Credits');
  const invitation = approver.getByRole('row').filter({ hasText: invitee.email });
  await expect(invitation).toContainText('New administrator');
  await invitation.getByRole('button', { name: /^Approve/ }).click();
  await expect(
    approver.getByRole('status').filter({ hasText: messages.backoffice.requestApproved }),
  ).toBeVisible();

  await adminSignIn(page, invitee.email, invitee.password);
  await enrolAdmin(page, invitee.email);
  return page;
}

/**
 * True when nothing in the page's own content is wider than its column (tables scroll inside their box).
 * The admin bar above it is the shell's, and is checked by the layout suite.
 */
async function expectContentFits(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const main = document.querySelector('main');
    return main ? main.scrollWidth - main.clientWidth : 0;
  });
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Screenshots the page at 1280 and 390 px wide, checking that the content fits the phone's width. */
export async function shootBothWidths(page: Page, name: string): Promise<void> {
  // From the top, so that the sticky admin bar is drawn where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectContentFits(page);
  await page.screenshot({ path: `test-results/screens/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectContentFits(page);
  await page.screenshot({ path: `test-results/screens/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Gives the signed-in customer of `page` a loan request, a card application and a ticket through the API
 * (their own session), so that the customer's page in the back office has products to show.
 */
export async function requestProducts(page: Page, pin: string): Promise<void> {
  const calls: Array<[string, Record<string, unknown>]> = [
    ['/users/api/auth/change-pin', { newPin: pin }],
    ['/users/api/loans/loan-request', loanRequest(pin)],
    ['/cards/applications', { account: 'Checking', brand: 'Gold Card', pincode: pin }],
    ['/tickets', { ticketType: 'Technical Issue', info: 'The app signs me out.', pincode: pin }],
  ];
  for (const [path, data] of calls) {
    const response = await page.request.post(path, { data, headers: { Origin: BASE_URL } });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  }
}

/** Answers the reason dialog shown when an administrator opens a customer (docs/staff-access.md). */
export async function giveStaffReason(page: Page, kind: string, text: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: staffReadMessages.dialogTitle });
  await dialog.getByLabel('Reason', { exact: true }).selectOption({ label: kind });
  await dialog.getByLabel('Reference or explanation').fill(text);
  await dialog.getByRole('button', { name: 'Open customer' }).click();
  await expect(dialog).toBeHidden();
}
