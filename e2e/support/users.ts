import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Where scripts/e2e-server.mjs listens; playwright.config.ts uses the same value. */
export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

/**
 * Playwright's output folder, per port: Playwright empties it at the start of a run, and suites on other ports
 * may be running. playwright.config.ts uses the same value; the workers of one run share state through it.
 */
export const OUTPUT_DIR = `test-results/run-${process.env.E2E_PORT ?? 3100}`;

/** The seeded administrator; two-step sign-in is on for them from ADMIN_TOTP_SECRET (scripts/e2e-server.mjs). */
export const ADMIN = {
  email: 'admin@vault.test',
  password: 'Admin-Pass-2026!',
  totpSecret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD',
};

export type Customer = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
};

let counter = 0;

/** A customer nobody has used yet: unique email per call, even within one millisecond. */
export function newCustomer(firstName = 'Ada', lastName = 'Lovelace'): Customer {
  counter += 1;
  // Always as long (digits are equally wide), so that masked addresses keep their size in screenshots.
  const tag = `${Date.now()}-${String(counter).padStart(3, '0')}-${String(randomInt(1e6)).padStart(6, '0')}`;
  return {
    firstName,
    lastName,
    phone: '+1 555 010 2030',
    email: `customer-${tag}@vault.test`,
    password: `Vault-Pass-${tag}!`,
  };
}

/** Registers through the API, for tests whose subject is not registration itself. */
export async function registerViaApi(request: APIRequestContext, customer: Customer): Promise<void> {
  const response = await request.post('/users/register', {
    data: customer,
    headers: { Origin: BASE_URL },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A new customer, registered through the API. */
export async function registeredCustomer(
  request: APIRequestContext,
  firstName?: string,
  lastName?: string,
): Promise<Customer> {
  const customer = newCustomer(firstName, lastName);
  await registerViaApi(request, customer);
  return customer;
}

/** Signs in through the login screen and waits for the landing page of the role. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'login' }).click();
}
