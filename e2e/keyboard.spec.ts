import { expect, test, type Locator, type Page } from '@playwright/test';
import { DESKTOP, openBank, PHONE, settle, waitForPage, type Bank } from './support/routes';

/**
 * The side menu, the dialogs (crypto deposit, receipt, notifications) and the Helpdesk accordion with the
 * keyboard alone: every control is reached with Tab, works with Enter, Space or the arrows, dialogs keep
 * focus inside while open, close on Escape and give focus back to the button that opened them.
 */

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, most = 60): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached with Tab within ${most} presses`).toBeFocused();
}

/**
 * Tabs `presses` times inside an open modal dialog: focus must stay in it (the body stands for the browser's
 * own controls, which a native modal dialog lets focus visit between rounds).
 */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12): Promise<void> {
  await expect(dialog).toBeVisible();
  const visited: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    visited.push(
      await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'body';
        return active.closest('dialog[open]') ? 'dialog' : `outside: ${active.outerHTML.slice(0, 80)}`;
      }),
    );
  }
  expect(visited.filter((place) => place.startsWith('outside'))).toEqual([]);
  expect(visited).toContain('dialog');
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const toggle = (page: Page, name: string) => menu(page).getByRole('button', { name, exact: true });
const menuLink = (page: Page, name: string) => menu(page).getByRole('link', { name, exact: true });

/** SPEC.md §2 Side menu: each group, its links and their paths. */
const GROUPS: Array<[string, Array<[string, string]>]> = [
  ['Deposit Money', [['Check Deposit', '/ChequeDeposit']]],
  [
    'Transfer Money',
    [
      ['Local Transfer', '/LocalTransfer'],
      ['Wire Transfer', '/InternationalTransfer'],
    ],
  ],
  ['Credit Cards', [['Apply New', '/Cards']]],
  [
    'Loan/Mortgages',
    [
      ['New Loans', '/LoanRequest'],
      ['My Loans', '/Myloans'],
    ],
  ],
  [
    'My Account',
    [
      ['Profile', '/MyAccountPage'],
      ['KYC', '/KycVerificationPage'],
      ['Next of Kin', '/NextOfKinForm'],
    ],
  ],
  [
    'Need Help',
    [
      ['New Tickets', '/NewTicket'],
      ['View Ticket', '/TicketHistory'],
      ['Help Desk', '/Helpdesk'],
    ],
  ],
];

test.describe('keyboard only', () => {
  test.describe.configure({ mode: 'serial' });
  let bank: Bank;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    bank = await openBank(browser);
    page = bank.customerPage;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test.afterAll(async () => {
    await bank?.customerPage.context().close();
    await bank?.adminPage.context().close();
  });

  test('the skip link and the side menu on a desktop', async () => {
    await page.goto('/dashboard');
    await waitForPage(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();

    for (const [group, links] of GROUPS) {
      await tabTo(page, toggle(page, group));
      await page.keyboard.press('Enter');
      await expect(toggle(page, group)).toHaveAttribute('aria-expanded', 'true');
      for (const [label, path] of links) {
        await page.keyboard.press('Tab');
        await expect(menuLink(page, label)).toBeFocused();
        await expect(menuLink(page, label)).toHaveAttribute('href', path);
      }
      // Only one top-level group is open at a time.
      await expect(menu(page).locator('[aria-expanded="true"]:not(.side-menu__toggle--nested)')).toHaveCount(
        1,
      );
    }

    await tabTo(page, toggle(page, 'My Account'));
    await page.keyboard.press('Space');
    await tabTo(page, toggle(page, 'Security'));
    await page.keyboard.press('Space');
    for (const [label, path] of [
      ['Password', '/ManagePassword'],
      ['Pincode', '/ManagePin'],
      ['Activities', '/ActivitiesPage'],
      ['Report', '/NewTicket'],
    ]) {
      await page.keyboard.press('Tab');
      await expect(menuLink(page, label!)).toBeFocused();
      await expect(menuLink(page, label!)).toHaveAttribute('href', path!);
    }
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/ActivitiesPage');
    await expect(page.getByRole('heading', { level: 1, name: 'Recent Activities' })).toBeVisible();
  });

  test('the side menu as a drawer on a phone', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    await waitForPage(page);
    const opener = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await expect(toggle(page, 'Close menu')).toBeFocused();
    // The page behind the open drawer is inert: Tab stays in the menu.
    for (let press = 0; press < 14; press += 1) {
      await page.keyboard.press('Tab');
      const outside = await page.evaluate(() => {
        const active = document.activeElement;
        return !active || active === document.body || active.closest('#side-menu') ? '' : active.outerHTML;
      });
      expect(outside, 'focus outside the open menu').toBe('');
    }
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(toggle(page, 'Close menu')).toBeFocused();
    await tabTo(page, toggle(page, 'Need Help'));
    await page.keyboard.press('Enter');
    await tabTo(page, menuLink(page, 'Help Desk'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/Helpdesk');
    await settle(page);
    await expect(menu(page)).toBeHidden();
    await page.setViewportSize(DESKTOP);
  });

  test('the crypto deposit dialog on /dashboard', async () => {
    await page.goto('/dashboard');
    await waitForPage(page);
    const opener = page.getByRole('button', { name: 'Deposit Crypto' });
    const dialog = page.getByRole('dialog', { name: 'Deposit Crypto' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('img', { name: 'QR code of the deposit address' })).toBeVisible();
    await expectFocusTrapped(page, dialog);

    const copy = dialog.getByRole('button', { name: /^Copy/ }).first();
    await tabTo(page, copy, 12);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Close', exact: true }), 12);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the receipt dialog on /HistoryPage', async () => {
    await page.goto('/HistoryPage');
    await waitForPage(page);
    const opener = page.getByRole('button', { name: /^View Receipt/ }).first();
    const dialog = page.getByRole('dialog', { name: 'Receipt' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    await expect(dialog).toContainText(/VB\d{8}/);
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('button', { name: 'Close', exact: true }), 12);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the notifications panel from the bell', async () => {
    await page.goto('/dashboard');
    await waitForPage(page);
    // Two notices wait: her identity was verified, then her loan approved.
    const bell = page.getByRole('button', { name: /^Notifications, 2 unread/ });
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await tabTo(page, bell);
    await page.keyboard.press('Enter');
    await expect(panel).toContainText('2 unread');
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    await expectFocusTrapped(page, panel);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();

    await page.keyboard.press('Enter');
    await tabTo(page, panel.getByRole('button', { name: 'Mark all as read' }), 12);
    await page.keyboard.press('Enter');
    await expect(panel).toContainText('All caught up.');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeFocused();
  });

  test('the Helpdesk accordion', async () => {
    await page.goto('/Helpdesk');
    await waitForPage(page);
    const first = page.getByRole('button', { name: 'Get started' });
    const second = page.getByRole('button', { name: 'How to send wire transfer' });
    const secondPanel = page.getByRole('region', { name: 'How to send wire transfer' });
    await tabTo(page, first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(secondPanel).toBeVisible();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('End');
    await expect(second).toBeFocused();
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(secondPanel).toBeHidden();
    // The links inside an open entry come next in the Tab order.
    await page.keyboard.press('Home');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Profile' })).toBeFocused();
  });
});
