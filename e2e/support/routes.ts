import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { requestProducts } from './backoffice';
import { chequePng } from './deposits';
import { adminSession, openSession } from './money';
import { verifyIdentityViaApi } from './kyc';
import { BASE_URL, newCustomer, registerViaApi, signIn, type Customer } from './users';

export const PIN = '4826';
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** The people and objects every route is visited with: one browser context per kind of user. */
export type Bank = {
  customer: Customer;
  customerId: string;
  customerPage: Page;
  adminPage: Page;
};

async function post(page: Page, path: string, data: Record<string, unknown>, key?: string): Promise<unknown> {
  const headers: Record<string, string> = { Origin: BASE_URL };
  if (key) headers['Idempotency-Key'] = key;
  const response = await page.request.post(path, { data, headers });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** The admin credits the customer's Checking account through the API of the Add panel. */
async function credit(admin: Page, userId: string, amount: number): Promise<void> {
  const response = await admin.request.put(`/users/${userId}/increase-balance`, {
    data: { amount, reason: 'Opening deposit' },
    headers: { Origin: BASE_URL, 'Idempotency-Key': `seed-${userId}-${amount}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Money in and out of every kind: a local and a wire transfer waiting for settlement, a cheque. */
async function moveMoney(page: Page): Promise<void> {
  await post(
    page,
    '/transfers/local',
    {
      amount: 120.5,
      paymentAccount: 'Account 1',
      bankName: 'First City Bank',
      accountNumber: '4402918830',
      accountName: 'Grace Hopper',
      details: 'Rent for March',
      pincode: PIN,
    },
    `seed-local-${Date.now()}`,
  );
  await post(
    page,
    '/transfers/international',
    {
      amount: 300,
      paymentAccount: 'Account 1',
      accountType: 'Checking',
      bankName: 'Deutsche Bank',
      accountName: 'Lise Meitner',
      accountNumber: 'DE89370400440532013000',
      bankCountry: 'DE',
      routingNumber: 'DEUTDEFF',
      details: 'Tuition',
      pincode: PIN,
    },
    `seed-wire-${Date.now()}`,
  );
  const cheque = await chequePng(page, 'Katherine Johnson', '250.00');
  const upload = await page.request.post('/upload', {
    multipart: {
      chequeImage: { name: 'cheque.png', mimeType: 'image/png', buffer: cheque },
      amount: '250',
    },
    headers: { Origin: BASE_URL },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
}

/** The admin approves the customer's pending loan, which pays it out and notifies them. */
async function approveLoanOf(admin: Page, userId: string): Promise<void> {
  const queue = await admin.request.get('/admin/loans?status=Pending', {
    headers: { Accept: 'application/json' },
  });
  const loans = (await queue.json()) as Array<{ _id: string; customer: { _id: string } }>;
  const loan = loans.find((item) => item.customer._id === userId);
  expect(loan, 'the pending loan of the new customer').toBeDefined();
  await post(admin, `/admin/loans/${loan!._id}/approve`, { reason: 'Income verified' });
}

/**
 * A realistic bank for the screenshots: a funded, verified customer with a PIN, transfers in clearing, a
 * cheque waiting, an approved loan and a pending one, a card application and a ticket; and a signed-in admin.
 */
export async function openBank(browser: Browser): Promise<Bank> {
  const customer = newCustomer('Katherine', 'Johnson');
  const customerPage = await openSession(browser);
  await registerViaApi(customerPage.request, customer);
  await signIn(customerPage, customer.email, customer.password);
  await expect(customerPage).toHaveURL('/dashboard');
  const customerId = await customerPage.evaluate(() => localStorage.getItem('userId') ?? '');
  expect(customerId).not.toBe('');
  const adminPage = await adminSession(browser);

  await credit(adminPage, customerId, 8500);
  await requestProducts(customerPage, PIN);
  // Loans are approved only for verified customers (issue 11): her KYC is approved first.
  await verifyIdentityViaApi(customerPage, adminPage, customer.email);
  await approveLoanOf(adminPage, customerId);
  await post(customerPage, '/users/api/loans/loan-request', {
    amount: 20000,
    account: 'Savings',
    type: 'Business Loan',
    duration: '24 Months',
    repayment: 'Quarterly',
    details: 'A second delivery van',
    pincode: PIN,
  });
  await moveMoney(customerPage);
  return { customer, customerId, customerPage, adminPage };
}

/**
 * The bank of `openBank`, opened once before the tests of the calling describe block (which runs them in
 * series) and its two sessions closed after them. The tests read it through the returned function.
 */
export function useBank(): () => Bank {
  let bank: Bank | undefined;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    bank = await openBank(browser);
  });

  test.afterAll(async () => {
    await bank?.customerPage.context().close();
    await bank?.adminPage.context().close();
  });

  return () => bank!;
}

/** The customer pages of SPEC.md §2 (inside the signed-in shell), by name for the screenshot files. */
export const customerRoutes = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'cheque-deposit', path: '/ChequeDeposit' },
  { name: 'local-transfer', path: '/LocalTransfer' },
  { name: 'international-transfer', path: '/InternationalTransfer' },
  { name: 'cards', path: '/Cards' },
  { name: 'loan-request', path: '/LoanRequest' },
  { name: 'my-loans', path: '/Myloans' },
  { name: 'history', path: '/HistoryPage' },
  { name: 'my-account', path: '/MyAccountPage' },
  { name: 'kyc', path: '/KycVerificationPage' },
  { name: 'next-of-kin', path: '/NextOfKinForm' },
  { name: 'manage-password', path: '/ManagePassword' },
  { name: 'manage-pin', path: '/ManagePin' },
  { name: 'activities', path: '/ActivitiesPage' },
  { name: 'new-ticket', path: '/NewTicket' },
  { name: 'ticket-history', path: '/TicketHistory' },
  { name: 'helpdesk', path: '/Helpdesk' },
  { name: 'payees', path: '/Payees' },
  { name: 'standing-orders', path: '/StandingOrders' },
  { name: 'alerts', path: '/Alerts' },
  { name: 'security', path: '/Security' },
] as const;

/** The screens a signed-out visitor may open. */
export const publicRoutes = [
  { name: 'login', path: '/' },
  { name: 'register', path: '/RegisterPage' },
  { name: 'forgot-password', path: '/ForgotPassword' },
  { name: 'reset-password', path: '/reset-password/not-a-real-token-0123456789abcdef' },
  { name: 'admin-login', path: '/admin/login' },
] as const;

/** The back office: the spec's admin dashboard and the queues every feature added. */
export function adminRoutes(customerId: string) {
  return [
    { name: 'admin-dashboard', path: '/admin/dashboard' },
    { name: 'admin-transfers', path: '/admin/transfers' },
    { name: 'admin-loans', path: '/admin/loans' },
    { name: 'admin-cards', path: '/admin/cards' },
    { name: 'admin-deposits', path: '/admin/deposits' },
    { name: 'admin-kyc', path: '/admin/kyc' },
    { name: 'admin-tickets', path: '/admin/tickets' },
    { name: 'admin-credits', path: '/admin/credits' },
    { name: 'admin-audit', path: '/admin/audit' },
    { name: 'admin-admins', path: '/admin/admins' },
    { name: 'admin-customer', path: `/admin/users/${customerId}` },
  ];
}

/** Every page's own heading (h1) is visible once its data has loaded, so the picture shows the page. */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Nothing is still loading: no spinner nor "Loading ..." text (messages.ts: 'Loading transactions...').
  await expect(page.locator('.spinner')).toHaveCount(0);
  await expect(page.getByText(/^Loading\b.*\.\.\.$/)).toHaveCount(0);
}

/** The options a select offers, without its "Choose one" placeholder (empty value). */
export async function optionsOf(select: Locator): Promise<string[]> {
  return select.evaluate((element) =>
    [...(element as HTMLSelectElement).options].filter((o) => o.value !== '').map((o) => o.text.trim()),
  );
}

/** Waits until CSS transitions (the side menu sliding away when the window narrows) are over. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** The boxes in the page's content that need sideways scrolling (tables too wide for their card). */
async function sidewaysBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.getAttribute('aria-label') ?? element.className),
  );
}

/**
 * What differs from run to run and is hidden in the pictures: dates and times, e-mail addresses, ids,
 * references and account numbers (the bank is seeded afresh on every run, with new random ones).
 */
function volatile(page: Page): Locator[] {
  return [
    page.locator('time'),
    page.getByText(/\d{1,2}\/\d{1,2}\/\d{4}/),
    page.getByText(/@vault\.test/),
    page.getByText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}/i),
    page.getByText(/\b[A-Z]{2,5}-?\d{6,}/),
    page.getByText(/\b\d{8,}\b/),
    page.getByText(/••\d{4}|\*{4,}\w+|E2E\d{8}/),
    page.locator('select').filter({ hasText: /••\d{4}/ }),
    // The seeded cheque is drawn with today's date and a random cheque number.
    page.getByRole('img', { name: /^Cheque of/ }),
    // Filled in by the test (a customer's e-mail) or by the page (today's date).
    page.locator('input[type="search"], input[type="date"]'),
  ];
}

/**
 * The back office's queues, lists and overview show the whole bank, so their rows and counts depend on what the
 * specs before this one did in the shared server: of those pages only the top (bars and title) is compared. The
 * kit's tables and badges are compared on the pages of one seeded customer (statement, customer view).
 */
const SHARED_DATA_PAGE = /^(dark-)?admin-(?!customer|login)/;
const SHARED_DATA_TOP_PX = 200;

/**
 * Dates and times are masked, but their length still moves the layout: "11/3/2026 9:05:07 AM" fits a phone's
 * table cell on one line where "11/24/2026 10:15:23 AM" wraps, so a picture depended on the day and hour it was
 * taken. Before each picture they are written at one fixed length (the longest form).
 */
async function fixDateLengths(page: Page): Promise<void> {
  await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const fixed = text
        .replace(/\b\d{1,2}\/\d{1,2}\/\d{4}\b/g, '12/28/2026')
        .replace(
          /\b\d{1,2}:\d{2}(:\d{2})?\s?([AP]M)\b/g,
          (_m, sec: string | undefined, ap: string) => `12:58${sec ? ':58' : ''} ${ap}`,
        );
      if (fixed !== text) node.textContent = fixed;
    }
  });
}

/** Compared with the committed baseline (e2e/routes.spec.ts-snapshots/); soft, so every difference shows. */
async function compareScreenshot(page: Page, file: string): Promise<void> {
  await fixDateLengths(page);
  const top = SHARED_DATA_PAGE.test(file)
    ? { clip: { x: 0, y: 0, width: page.viewportSize()!.width, height: SHARED_DATA_TOP_PX } }
    : { fullPage: true };
  await expect.soft(page).toHaveScreenshot(file, {
    ...top,
    mask: volatile(page),
    animations: 'disabled',
    caret: 'hide',
    // 2 %: the masked dates, times and amounts change their columns' widths a little from run to run (about 1 %
    // of the pixels); a change of layout moves far more, and the phone pictures are more sensitive still.
    maxDiffPixelRatio: 0.02,
  });
}

/**
 * Full-page pictures at 1280 and 390 px, compared with the baselines (`dark-` in front for the dark theme),
 * checking on the phone that nothing makes the page scroll sideways (tables scroll inside their own box).
 * Leaves the page at 1280 px.
 */
export async function shootBothWidths(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await sidewaysBoxes(page), `${name}: boxes that scroll sideways at 1280 px`).toEqual([]);
  await compareScreenshot(page, `${name}-1280.png`);
  await page.setViewportSize(PHONE);
  await settle(page);
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(1);
  await compareScreenshot(page, `${name}-390.png`);
  await page.setViewportSize(DESKTOP);
  await settle(page);
}

/**
 * axe-core on the page as it is now (WCAG 2.0 and 2.1, levels A and AA): the serious and critical
 * violations, one line each with the rule, its help text and the elements, so that a failure says what to fix.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} → ` +
        violation.nodes.map((node) => node.target.join(' ')).join(' | '),
    );
}

/** Form fields (not buttons) without a <label> of their own: every field must have one. */
export async function unlabelledFields(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input, select, textarea')]
      .filter((field) => !['hidden', 'submit', 'button', 'reset'].includes(field.type))
      .filter((field) => (field.labels?.length ?? 0) === 0)
      .map((field) => field.outerHTML.slice(0, 120)),
  );
}
