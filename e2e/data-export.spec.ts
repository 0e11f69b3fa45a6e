import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { dataExportMessages as text } from '../src/shared/account-messages';
import { unusedSharedCodeOf, withCodeLock } from './support/code-steps';
import { newestMailTo } from './support/outbox';
import { BASE_URL, registeredCustomer, signIn } from './support/users';

/**
 * My Account › Download my data (issue 50 part 4): the button, the step-up (two-step was turned on in
 * another session, so this one has no second factor yet), the bell, the mail's single-use link.
 */
test('a customer downloads their data after the step-up, once', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await registeredCustomer(request, 'Grace', 'Export');
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL('/dashboard');

  // Two-step on from another device: the browser's session has proved no second factor.
  const other = await request.post('/users/login', {
    data: { email: customer.email, password: customer.password },
    headers: { Origin: BASE_URL },
  });
  expect(other.status()).toBe(200);
  const setup = await request.post('/users/mfa/totp/setup', { headers: { Origin: BASE_URL } });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  await withCodeLock(secret, async () => {
    const enabled = await request.post('/users/mfa/totp/enable', {
      data: { code: await unusedSharedCodeOf(secret) },
      headers: { Origin: BASE_URL },
    });
    expect(enabled.status(), await enabled.text()).toBe(200);
  });

  await page.goto('/MyAccountPage');
  await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
  await page.getByRole('button', { name: text.request }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  await withCodeLock(secret, async () => {
    await dialog.getByRole('textbox').fill(await unusedSharedCodeOf(secret));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
  });
  await expect(page.getByText(text.requested)).toBeVisible();

  const bell = page.getByRole('banner').getByRole('button', { name: /Notifications, \d+ unread/ });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  await expect(page.getByText(text.readyTitle).first()).toBeVisible();

  let link: string | undefined;
  await expect
    .poll(() => {
      const mail = newestMailTo(customer.email);
      link = mail?.match(/http\S*\/MyData\/download#[A-Za-z0-9_-]{43}/)?.[0];
      return link;
    })
    .toBeTruthy();
  const path = new URL(link!).pathname + new URL(link!).hash;

  await page.goto(path);
  await expect(page.getByRole('heading', { name: text.downloadTitle })).toBeVisible();
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: text.download }).click();
  const file = await (await saved).path();
  const entries = unzipSync(new Uint8Array(readFileSync(file)));
  expect(Object.keys(entries)).toEqual(
    expect.arrayContaining(['README.md', 'profile.json', 'payments.json']),
  );
  const profile = JSON.parse(Buffer.from(entries['profile.json']!).toString('utf8')) as { email: string };
  expect(profile.email).toBe(customer.email);
  await expect(page.getByText(text.downloaded)).toBeVisible();

  // The second use is refused.
  await page.goto(path);
  await page.reload();
  await page.getByRole('button', { name: text.download }).click();
  await expect(page.getByText(text.linkInvalid)).toBeVisible();
});
