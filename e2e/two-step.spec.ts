import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { messages } from '../src/shared/messages';
import { signIn, registeredCustomer } from './support/users';
import { signOut } from './support/identity';

const codeAt = (secret: string, offsetSteps: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

test('turn on two-step sign-in with an authenticator app, then sign in with a code', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const customer = await registeredCustomer(request, 'Tess', 'Totp');
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL('/dashboard');

  let secret = '';
  await test.step('scan, type the code, keep the recovery codes', async () => {
    await page.goto('/Security');
    await expect(page.getByRole('heading', { level: 1, name: messages.mfa.title })).toBeVisible();
    await expect(page.getByText(messages.mfa.recommend)).toBeVisible();
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    secret = (await page.locator('.security__key').textContent())!.trim();
    const form = page.getByRole('form', { name: 'Turn on two-step sign-in' });
    await form.getByLabel(messages.mfa.codeLabel).fill('000000');
    await form.getByRole('button', { name: 'Turn on' }).click();
    await expect(form.getByText(messages.mfa.wrongCode)).toBeVisible();
    await form.getByLabel(messages.mfa.codeLabel).fill(codeAt(secret, 0));
    await form.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText(messages.mfa.enabled)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await page.screenshot({ path: 'test-results/screens/security-1280.png', fullPage: true });
  });

  await test.step('signing in now asks for a code after the password', async () => {
    await signOut(page);
    await signIn(page, customer.email, customer.password);
    await expect(page.getByText(messages.mfa.codeRequired)).toBeVisible();
    await expect(page).toHaveURL('/');
    await page.getByLabel(messages.mfa.codeLabel).fill(codeAt(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  await test.step('turning it off right after signing in needs no further code', async () => {
    await page.goto('/Security');
    await expect(page.getByTestId('two-step-status')).toHaveText(messages.mfa.onWith(messages.mfa.factorApp));
    await page.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    await expect(page.getByText(messages.mfa.disabled)).toBeVisible();
  });
});
