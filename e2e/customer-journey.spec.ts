import { expect, test } from '@playwright/test';
import { REGISTER_REDIRECT_MS } from '../src/shared/constants';
import { messages } from '../src/shared/messages';
import { redirectDelay, watchRedirectAfterText } from './support/timing';
import { newCustomer, signIn } from './support/users';
import { signOut } from './support/identity';

/** SPEC.md §2 side menu: group titles and the links inside each, exactly. */
const menuGroups: Array<{ title: string; links: Array<[string, string]> }> = [
  { title: 'Deposit Money', links: [['Check Deposit', '/ChequeDeposit']] },
  {
    title: 'Transfer Money',
    links: [
      ['Local Transfer', '/LocalTransfer'],
      ['Wire Transfer', '/InternationalTransfer'],
    ],
  },
  { title: 'Credit Cards', links: [['Apply New', '/Cards']] },
  {
    title: 'Loan/Mortgages',
    links: [
      ['New Loans', '/LoanRequest'],
      ['My Loans', '/Myloans'],
    ],
  },
  {
    title: 'My Account',
    links: [
      ['Profile', '/MyAccountPage'],
      ['KYC', '/KycVerificationPage'],
      ['Next of Kin', '/NextOfKinForm'],
    ],
  },
  {
    title: 'Need Help',
    links: [
      ['New Tickets', '/NewTicket'],
      ['View Ticket', '/TicketHistory'],
      ['Help Desk', '/Helpdesk'],
    ],
  },
];

const securityLinks: Array<[string, string]> = [
  ['Password', '/ManagePassword'],
  ['Pincode', '/ManagePin'],
  ['Activities', '/ActivitiesPage'],
  ['Report', '/NewTicket'],
];

test('a new customer registers, signs in, uses the menu and signs out', async ({ page }) => {
  const customer = newCustomer('Grace', 'Hopper');

  await test.step('register and get sent to sign in after 1.5 s', async () => {
    await watchRedirectAfterText(page, messages.register.success, '/');
    await page.goto('/');
    await page.getByRole('link', { name: 'create account' }).click();
    await expect(page).toHaveURL('/RegisterPage');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await page.getByLabel('First name').fill(customer.firstName);
    await page.getByLabel('Last name').fill(customer.lastName);
    await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');
    await page.getByLabel('Phone').fill(customer.phone);
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByLabel('Confirm password').fill(customer.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(messages.register.success)).toBeVisible();
    await expect(page).toHaveURL('/', { timeout: REGISTER_REDIRECT_MS + 5_000 });
    const delay = await redirectDelay(page);
    expect(delay).toBeGreaterThanOrEqual(REGISTER_REDIRECT_MS - 100);
    expect(delay).toBeLessThan(REGISTER_REDIRECT_MS + 1_000);
  });

  await test.step('sign in and see the dashboard with the name', async () => {
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL('/dashboard');
    await expect(
      page.getByRole('heading', { name: `Welcome, ${customer.firstName} ${customer.lastName}` }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Current Balance' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Inflow/ })).toContainText('$0.00');
    await expect(page.getByRole('button', { name: /Outflow/ })).toContainText('$0.00');
    await expect(page.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/HistoryPage');
    await expect(page.getByRole('link', { name: 'Account Details' })).toHaveAttribute(
      'href',
      '/MyAccountPage',
    );
    await expect(page.getByRole('heading', { name: 'Recent Activities' })).toBeVisible();
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored.role).toBe('customer');
    expect(stored.userId).toBeTruthy();
    expect(JSON.stringify(stored)).not.toMatch(/token/i);
  });

  await test.step('the top bar has its title, icons and the avatar initials', async () => {
    const topBar = page.getByRole('banner');
    await expect(topBar.getByText('Vault Bank', { exact: true })).toBeVisible();
    await expect(topBar.getByRole('button', { name: 'Messages' })).toBeVisible();
    await expect(topBar.getByRole('button', { name: 'Notifications' })).toBeVisible();
    const avatar = topBar.getByRole('link', { name: 'My account' });
    await expect(avatar).toHaveText('GH');
    await expect(avatar).toHaveAttribute('href', '/MyAccountPage');
  });

  await test.step('the side menu has every group and link, one group open at a time', async () => {
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(menu.getByRole('link', { name: 'Bank Statement' })).toHaveAttribute('href', '/HistoryPage');
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    let previous: string | undefined;
    for (const group of menuGroups) {
      const toggle = menu.getByRole('button', { name: group.title, exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      for (const [label, href] of group.links) {
        await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      }
      if (previous) {
        await expect(menu.getByRole('button', { name: previous, exact: true })).toHaveAttribute(
          'aria-expanded',
          'false',
        );
      }
      previous = group.title;
    }
    const open = menu.locator('button[aria-expanded="true"]');
    await expect(open).toHaveCount(1);

    await menu.getByRole('button', { name: 'My Account', exact: true }).click();
    const security = menu.getByRole('button', { name: 'Security', exact: true });
    await security.click();
    await expect(security).toHaveAttribute('aria-expanded', 'true');
    for (const [label, href] of securityLinks) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await menu.getByRole('link', { name: 'Pincode', exact: true }).click();
    await expect(page).toHaveURL('/ManagePin');
    await expect(page.getByRole('heading', { name: 'Manage PIN' })).toBeVisible();
    await expect(page.getByLabel('New PIN', { exact: true })).toBeVisible();
  });

  await test.step('sign out, and the dashboard sends the visitor back to /', async () => {
    await signOut(page);
    await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/');
  });
});

test('registration refuses different passwords without sending anything', async ({ page }) => {
  const customer = newCustomer();
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/users/register')) posted = true;
  });
  await page.goto('/RegisterPage');
  await page.getByLabel('First name').fill(customer.firstName);
  await page.getByLabel('Last name').fill(customer.lastName);
  await page.getByLabel('Phone').fill(customer.phone);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Confirm password').fill(`${customer.password}x`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(messages.register.passwordsDoNotMatch)).toBeVisible();
  expect(posted).toBe(false);
});

test('a wrong password shows the error in red above the forgot-password link', async ({ page }) => {
  await signIn(page, `nobody-${Date.now()}@vault.test`, 'not-the-password');
  const error = page.getByText(messages.login.invalidCredentials);
  await expect(error).toBeVisible();
  const errorBox = await error.boundingBox();
  const linkBox = await page.getByRole('link', { name: 'forgot password' }).boundingBox();
  expect(errorBox && linkBox && errorBox.y < linkBox.y).toBe(true);
  const colour = await error.evaluate((element) => getComputedStyle(element).color);
  const [red = 0, green = 0, blue = 0] = (colour.match(/\d+/g) ?? []).map(Number);
  expect(red).toBeGreaterThan(green + 60);
  expect(red).toBeGreaterThan(blue + 60);
  await expect(page).toHaveURL('/');
});
