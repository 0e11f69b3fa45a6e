import { expect, test, type Browser, type Page } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { createAdminWithCli } from './support/backoffice';
import { signIn, registeredCustomer } from './support/users';
import { signOut } from './support/identity';

/**
 * WebAuthn needs a host name, not an IP address, so these pages are opened at localhost (the relying party
 * the server derives when PUBLIC_URL is unset). Chromium's virtual authenticator stands in for the
 * phone's or laptop's: it keeps discoverable credentials and verifies the user without asking.
 */
const LOCAL_URL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

async function pageWithAuthenticator(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: LOCAL_URL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return page;
}

async function addPasskey(page: Page, name: string) {
  const form = page.getByRole('form', { name: messages.passkeys.add });
  await form.getByLabel('Passkey name (optional)').fill(name);
  await form.getByRole('button', { name: messages.passkeys.add }).click();
  await expect(page.getByText(messages.passkeys.added)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText(name);
}

test('register a passkey, rename it, and sign in with it alone', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const page = await pageWithAuthenticator(browser);
  const customer = await registeredCustomer(request, 'Pat', 'Passkey');
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL('/dashboard');

  await test.step('add a passkey on the Security page', async () => {
    await page.goto('/Security');
    await expect(page.getByText(messages.passkeys.none)).toBeVisible();
    // Said before it happens: the first passkey turns two-step sign-in on (issue 46 part 7).
    await expect(page.getByText(messages.passkeys.turnsTwoStepOn)).toBeVisible();
    await addPasskey(page, 'Laptop');
    await expect(page.getByText(messages.passkeys.addedTwoStepOn)).toBeVisible();
    await expect(page.getByRole('list', { name: messages.mfa.recoveryTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: messages.mfa.downloadCodes })).toBeVisible();
    await expect(page.getByTestId('two-step-status')).toHaveText(
      messages.mfa.onWith(messages.mfa.factorPasskey),
    );
    await page.getByRole('button', { name: 'Rename Laptop' }).click();
    const rename = page.getByRole('form', { name: 'Rename Laptop' });
    await rename.getByLabel('Passkey name').fill('Work laptop');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('Work laptop');
    await page.screenshot({ path: 'test-results/screens/security-passkeys-1280.png', fullPage: true });
  });

  await test.step('sign in with the passkey alone', async () => {
    await signOut(page);
    await page.getByRole('button', { name: messages.passkeys.signIn }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  await test.step('the password alone now asks for the passkey first, which answers', async () => {
    await signOut(page);
    await signIn(page, customer.email, customer.password);
    await expect(page.getByText(messages.mfa.passkeyRequired)).toBeVisible();
    await expect(page.getByText(messages.mfa.codeRequired)).toHaveCount(0);
    await page.getByRole('button', { name: messages.passkeys.signIn }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  await test.step('remove it: the password alone signs in again', async () => {
    await page.goto('/Security');
    await page.getByRole('button', { name: 'Remove Work laptop' }).click();
    await expect(page.getByText(messages.passkeys.removed)).toBeVisible();
    await expect(page.getByText(messages.passkeys.none)).toBeVisible();
  });
});

test('an administrator without two-step sign-in is taken to enrol before anything else', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = { email: `enrol-${Date.now()}@vault.test`, password: 'Enrol-Admin-Pass-2026!' };
  createAdminWithCli(admin);
  const page = await pageWithAuthenticator(browser);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/admin/dashboard');

  await test.step('only the enrolment screen, and the server refuses the rest', async () => {
    await expect(page.getByRole('heading', { level: 1, name: messages.mfa.enrolTitle })).toBeVisible();
    await expect(page.getByText(messages.mfa.adminMustEnrol)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'All Users' })).toBeHidden();
    const users = await page.request.get('/users');
    expect(users.status()).toBe(403);
    expect((await users.json()).code).toBe('mfa_enrollment_required');
    await page.goto('/admin/transfers');
    await expect(page.getByRole('heading', { level: 1, name: messages.mfa.enrolTitle })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/admin-enrolment-1280.png', fullPage: true });
  });

  await test.step('a passkey enrols them, and the back office opens', async () => {
    const form = page.getByRole('form', { name: messages.passkeys.add });
    await form.getByLabel('Passkey name (optional)').fill('Admin laptop');
    await form.getByRole('button', { name: messages.passkeys.add }).click();
    await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
  });

  await test.step('next time they sign in with the passkey', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    // Signing out navigates by itself: a goto before it lands would be aborted by it.
    await expect(page).toHaveURL('/');
    await page.goto('/admin/login');
    await page.getByRole('button', { name: messages.passkeys.signIn }).click();
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
  });
});
