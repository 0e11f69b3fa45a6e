import { expect, type Browser, type Page } from '@playwright/test';
import { adminSession, openSession } from './money';
import { setPinViaApi } from './loans';
import { BASE_URL, newCustomer, registerViaApi, signIn, type Customer } from './users';

export const PAYMENTS_PIN = '4826';

/** The people a new customer pays in `customerWithPayments`, oldest first. */
export const PAID = [
  { accountName: 'Grace Hopper', bankName: 'First City Bank', accountNumber: '4402918830', amount: 120.5 },
  { accountName: 'Lise Meitner', bankName: 'Harbor Savings', accountNumber: '5503029941', amount: 42 },
  { accountName: 'Emmy Noether', bankName: 'First City Bank', accountNumber: '6604130052', amount: 18.25 },
] as const;

/**
 * A customer as they are in their first week: identity not verified yet, $2,500 credited by the bank, a PIN,
 * and three local payments to other banks (through the API). Signed in on a session of their own.
 */
export async function customerWithPayments(
  browser: Browser,
  name: [string, string] = ['Ada', 'Lovelace'],
): Promise<{ customer: Customer; page: Page; userId: string }> {
  const customer = newCustomer(...name);
  const page = await openSession(browser);
  await registerViaApi(page.request, customer);
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL('/dashboard');
  const userId = await page.evaluate(() => localStorage.getItem('userId') ?? '');
  const admin = await adminSession(browser);
  const credited = await admin.request.put(`/users/${userId}/increase-balance`, {
    data: { amount: 2500, reason: 'Opening deposit' },
    headers: { Origin: BASE_URL, 'Idempotency-Key': `payments-${userId}` },
  });
  expect(credited.ok(), await credited.text()).toBe(true);
  await admin.context().close();
  await setPinViaApi(page, PAYMENTS_PIN);
  for (const [index, paid] of PAID.entries()) {
    const sent = await page.request.post('/transfers/local', {
      headers: { Origin: BASE_URL, 'Idempotency-Key': `payments-${userId}-${index}` },
      data: { paymentAccount: 'Account 1', details: `Invoice ${index + 1}`, pincode: PAYMENTS_PIN, ...paid },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  return { customer, page, userId };
}
