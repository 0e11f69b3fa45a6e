import { expect, test } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { adminSession, signedInCustomer } from './support/money';
import { setPinViaApi } from './support/loans';
import { BASE_URL } from './support/users';

const PIN = '1357';

test("live events: an administrator's reply lights the customer's bell without a reload", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { page } = await signedInCustomer(browser, request, 'Ada', 'Live');
  await setPinViaApi(page, PIN);
  const opened = await page.request.post('/tickets', {
    data: { ticketType: 'Other', info: 'Is my new card on its way?', pincode: PIN },
    headers: { Origin: BASE_URL },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const reference = ((await opened.json()) as { ticket: { reference: string } }).ticket.reference;

  // The dashboard, drawn once: its stream must be open before the administrator answers.
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/events');
  await page.goto('/dashboard');
  expect((await stream).headers()['content-type']).toContain('text/event-stream');
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  const admin = await adminSession(browser);
  await admin.goto('/admin/tickets');
  const card = admin.getByRole('article', { name: reference });
  await card.getByLabel('Reply', { exact: true }).fill('It left our office today.');
  await card.getByLabel('Status', { exact: true }).selectOption('completed');
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(admin.getByText(messages.tickets.replySent(reference))).toBeVisible();
  const answeredAt = Date.now();

  // The bell polls every 30 s (60 s while the stream is up); the event must arrive far sooner.
  const bell = topBar.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - answeredAt).toBeLessThan(5_000);
  await expect(bell.getByTestId('unread-badge')).toHaveText('1');
  expect(navigations).toBe(0);
  await admin.context().close();
  await page.context().close();
});
