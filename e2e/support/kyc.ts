import { randomBytes, randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { PDF, PNG } from '../../src/server/test/fixtures';
import { BASE_URL } from './users';

/**
 * The customer submits KYC and the administrator approves it, through the API with each page's own
 * session: loans and cards are approved only for customers whose identity is verified.
 */
export async function verifyIdentityViaApi(customer: Page, admin: Page, email: string): Promise<void> {
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
  const queue = await admin.request.get('/admin/kyc?status=Pending&limit=100');
  const items = (await queue.json()) as { _id: string; customer: { email: string } }[];
  const item = items.find((i) => i.customer.email.toLowerCase() === email.toLowerCase());
  expect(item, `KYC of ${email} queued`).toBeDefined();
  const approved = await admin.request.post(`/admin/kyc/${item!._id}/approve`, {
    headers: { Origin: BASE_URL },
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);
}
