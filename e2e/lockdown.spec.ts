import { expect, test } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { customerSession, fundedPayer } from './support/money';
import { newestMailTo, resetPathIn } from './support/outbox';
import { BASE_URL, signIn, registeredCustomer } from './support/users';

const NEW_PASSWORD = 'a-new-Password-after-lockdown-9';

test("lock the account down from the activities page: This wasn't me", async ({ page, request }) => {
  const customer = await registeredCustomer(request, 'Lou', 'Lockdown');
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/ActivitiesPage');
  await page.getByRole('button', { name: messages.lockdown.button }).click();
  const dialog = page.getByRole('dialog', { name: messages.lockdown.button });
  await expect(dialog).toContainText(messages.lockdown.confirm);
  await dialog.getByRole('button', { name: 'Lock my account down' }).click();
  await expect(page.getByText(messages.lockdown.done)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
    'href',
    '/ForgotPassword',
  );
  // Every session ended: the dashboard sends the visitor to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/');
});

test('after "This wasn\'t me" and a new password, a paused standing order is resumed from its page', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const PIN = '8642';
  const { page, accounts } = await fundedPayer(
    browser,
    request,
    { name: ['Paula', 'Paused'], funds: '2000', pin: PIN },
    ['Rhea', 'Renter'],
  );
  const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post('/standing-orders', {
    headers: { Origin: BASE_URL },
    data: {
      type: 'local',
      transfer: {
        paymentAccount: 'Account 1',
        bankName: 'Vault Bank',
        accountNumber: accounts[0],
        accountName: 'Rhea Renter',
        amount: 50,
        pincode: PIN,
      },
      schedule: { frequency: 'monthly', firstDate: nextMonth },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const email = (await (await page.request.get('/users/profile')).json()) as { email: string };

  await test.step('lock down, then set a new password from the mailed link', async () => {
    expect((await page.request.post('/users/security/lockdown', { headers: { Origin: BASE_URL } })).ok()).toBe(
      true,
    );
    const asked = await request.post('/users/forgot-password', {
      headers: { Origin: BASE_URL },
      data: { email: email.email },
    });
    expect(asked.ok()).toBe(true);
    let resetPath: string | undefined;
    await expect
      .poll(() => {
        const mail = newestMailTo(email.email);
        resetPath = mail ? resetPathIn(mail) : undefined;
        return resetPath;
      })
      .toBeTruthy();
    const token = resetPath!.split('/').pop()!;
    const reset = await request.post(`/users/reset-password/${token}`, {
      headers: { Origin: BASE_URL },
      data: { newPassword: NEW_PASSWORD },
    });
    expect(reset.ok(), await reset.text()).toBe(true);
  });

  // The sign-in just now proved the password, so no second proof is asked (docs/security-policy.md).
  await test.step('the order is paused; Resume makes it active again', async () => {
    const session = await customerSession(browser, email.email, NEW_PASSWORD);
    await session.goto('/StandingOrders');
    const row = session.getByRole('table').getByRole('row').filter({ hasText: 'Rhea Renter' }).first();
    await expect(row).toContainText('Paused');
    await session.getByRole('button', { name: 'Resume the order to Rhea Renter' }).click();
    await expect(session.getByText(messages.standingOrders.resumed)).toBeVisible();
    await expect(row).toContainText('Active');
    await expect(session.getByRole('button', { name: 'Cancel the order to Rhea Renter' })).toBeVisible();
  });
});
