import { randomBytes, randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { PDF, PNG } from '../../src/server/test/fixtures';
import { operatorAdmin } from './backoffice';
import { BASE_URL } from './users';

let reviewer: Promise<Page> | undefined;

/**
 * The administrator who approves identity checks in these specs, one per worker: the administrator who
 * approved a customer's KYC never releases that customer's money alone (docs/insider-controls.md), and
 * the specs release money with the seeded administrator.
 */
function kycReviewer(admin: Page): Promise<Page> {
  reviewer ??= operatorAdmin(admin.context().browser()!, {
    email: `kyc-reviewer-${process.pid}-${Date.now()}@vault.test`,
    firstName: 'Kyc',
    lastName: 'Reviewer',
    password: 'Kyc-Reviewer-Pass-2026!',
  });
  return reviewer;
}

/**
 * The customer submits KYC and an administrator approves it, through the API with each page's own
 * session: loans and cards are approved only for customers whose identity is verified. The approver is
 * the worker's KYC reviewer, so `admin` may then release the customer's money alone.
 */
export async function verifyIdentityViaApi(customer: Page, admin: Page, email: string): Promise<void> {
  const approver = await kycReviewer(admin);
  const image = (name: string) => ({
    name,
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG, randomBytes(16)]),
  });
  const sent = await customer.request.put('/users/kyc', {
    headers: { Origin: BASE_URL },
    multipart: {
      // Digits only, all as wide as each other: the masked number takes the same room in every screenshot.
      idNumber: `E2E${randomInt(10_000_000, 100_000_000)}`,
      idFront: image('front.png'),
      idBack: image('back.png'),
      proofOfAddress: {
        name: 'bill.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([PDF, randomBytes(8)]),
      },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const queue = await approver.request.get('/admin/kyc?status=Pending&limit=100');
  const items = (await queue.json()) as { _id: string; customer: { email: string } }[];
  const item = items.find((i) => i.customer.email.toLowerCase() === email.toLowerCase());
  expect(item, `KYC of ${email} queued`).toBeDefined();
  const approved = await approver.request.post(`/admin/kyc/${item!._id}/approve`, {
    headers: { Origin: BASE_URL },
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);
}
