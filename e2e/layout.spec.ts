import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { signIn, registeredCustomer } from './support/users';

const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

test('the phone layout hides the menu behind a button and lets the keyboard close it', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Mary', 'Jackson');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL('/dashboard');

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const openButton = page.getByRole('button', { name: 'Open menu' });
  await expect(menu).toBeHidden();
  await openButton.click();
  await expect(menu).toBeVisible();
  await expect(openButton).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await menu.getByRole('button', { name: 'My Account', exact: true }).click();
  await menu.getByRole('button', { name: 'Security', exact: true }).click();
  await shoot(page, 'dashboard-menu-390');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(openButton).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();

  await openButton.click();
  await menu.getByRole('link', { name: 'Bank Statement' }).click();
  await expect(page).toHaveURL('/HistoryPage');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Bank Statement' })).toBeVisible();
});

test('the desktop layout always shows the menu', async ({ page, request }) => {
  const customer = await registeredCustomer(request, 'Alan', 'Turing');
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
});

test('screenshots of the main screens at desktop and phone widths', async ({ page, request }) => {
  const customer = await registeredCustomer(request, 'Ada', 'Lovelace');
  // A Content-Security-Policy refusal or a render error shows up in the console.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  for (const size of widths) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
    await shoot(page, `login-${size.width}`);
    await page.goto('/RegisterPage');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await shoot(page, `register-${size.width}`);
  }
  await signIn(page, customer.email, customer.password);
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeVisible();
  for (const size of widths) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // A fresh load, so the picture shows the layout of that width rather than a menu sliding away.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeVisible();
    await shoot(page, `dashboard-${size.width}`);
  }
  expect(problems).toEqual([]);
});

test('the sign-in page loads less than 150 KB of gzipped JavaScript and logs no errors', async ({ page }) => {
  const scripts = new Set<string>();
  const problems: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const gzipped = [...scripts].reduce(
    (total, script) => total + gzipSync(readFileSync(`${process.env.WEB_DIR ?? 'dist/web'}${script}`)).length,
    0,
  );
  expect(scripts.size).toBeGreaterThan(0);
  expect(gzipped, [...scripts].join(', ')).toBeLessThan(150 * 1024);
  expect(problems).toEqual([]);
});
