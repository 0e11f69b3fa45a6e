import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { unusedSharedCodeOf, withCodeLock } from './code-steps';
import { ADMIN } from './users';

/** The authenticator-app keys of the administrators this run knows: the seeded one's, and those enrolled. */
const secrets = new Map<string, string>([[ADMIN.email, ADMIN.totpSecret]]);

/**
 * The code step of a sign-in with two-step on: a code of a step no worker of this run used before, entered
 * under the key's lock shared by the workers (code-steps.ts). A code refused anyway is retried once with the
 * next step's code.
 */
export async function enterCode(page: Page, secret: string): Promise<void> {
  const field = page.getByLabel(messages.mfa.codeLabel);
  const entered = await withCodeLock(secret, async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      await field.fill(await unusedSharedCodeOf(secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      const wrong = page.getByText(messages.mfa.wrongCode);
      const outcome = await Promise.race([
        page
          .waitForURL((url) => !url.pathname.endsWith('/login') && url.pathname !== '/')
          .then(() => 'in')
          .catch(() => 'none'),
        wrong
          .waitFor()
          .then(() => 'wrong')
          .catch(() => 'none'),
      ]);
      if (outcome === 'in') return true;
    }
    return false;
  });
  if (!entered) throw new Error('the code step refused two codes');
}

/** Signs an administrator in at /admin/login, with their code when two-step is on for them. */
export async function submitAdminLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  const secret = secrets.get(email);
  if (secret) await enterCode(page, secret);
}

/**
 * An administrator without two-step sign-in is shown the enrolment screen first: set up the app, read the
 * key off the screen, enter its code, note the recovery codes and continue. Remembers the key for later sign-ins.
 */
export async function enrolAdmin(page: Page, email: string): Promise<string> {
  await expect(page.getByRole('heading', { name: messages.mfa.enrolTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const secret = (await page.locator('.security__key').textContent())!.trim();
  const form = page.getByRole('form', { name: 'Turn on two-step sign-in' });
  await withCodeLock(secret, async () => {
    await form.getByLabel(messages.mfa.codeLabel).fill(await unusedSharedCodeOf(secret));
    await form.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  });
  await page.getByRole('button', { name: 'Continue to the back office' }).click();
  secrets.set(email, secret);
  return secret;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let seededAdminState: StorageState | undefined;

/**
 * The seeded administrator signed in on `page` (a fresh context). Their session is signed in once and reused
 * by later contexts while it lives: a code works once per 30 s step, and the suite opens the back office
 * often. A spec that signed out ended it; the next caller then signs in again.
 */
export async function seededAdminOn(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  if (seededAdminState) {
    const context = await browser.newContext({ ...options, storageState: seededAdminState });
    const page = await context.newPage();
    if ((await page.request.get('/users/mfa')).ok()) {
      await page.goto('/admin/dashboard');
      await expect(page).toHaveURL('/admin/dashboard');
      return page;
    }
    await context.close();
  }
  const page = await (await browser.newContext(options)).newPage();
  await submitAdminLogin(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL('/admin/dashboard');
  seededAdminState = await page.context().storageState();
  return page;
}
