import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { multipartBody, PDF, PNG } from './fixtures';
import { accountsOf, credit, kycReviewer, setPin } from './money-helpers';
import { customer } from './test-app';

/**
 * Submits KYC for the customer and has an administrator approve it, through the API: loans and cards
 * can only be approved for verified customers. The approver is the app's `kycReviewer`, not `adminAuth`
 * (which only shows it is an administrator's call), so `adminAuth` may then release the customer's money alone.
 */
export async function verifyIdentity(
  app: FastifyInstance,
  _adminAuth: Record<string, string>,
  customer: { auth: Record<string, string>; userId: string },
): Promise<void> {
  const adminAuth = await kycReviewer(app);
  const png = () => ({
    body: Buffer.concat([PNG, randomBytes(16)]),
    filename: 'id.png',
    contentType: 'image/png',
  });
  const { payload, headers } = multipartBody(
    { idNumber: `ID${randomBytes(4).toString('hex')}` },
    {
      idFront: png(),
      idBack: png(),
      proofOfAddress: {
        body: Buffer.concat([PDF, randomBytes(8)]),
        filename: 'bill.pdf',
        contentType: 'application/pdf',
      },
    },
  );
  const sent = await app.inject({
    method: 'PUT',
    url: '/users/kyc',
    headers: { ...customer.auth, ...headers },
    payload,
  });
  if (sent.statusCode !== 201 && sent.statusCode !== 200) throw new Error(`kyc failed: ${sent.body}`);
  const queue = (
    await app.inject({ url: '/admin/kyc?status=Pending&limit=100', headers: adminAuth })
  ).json() as {
    _id: string;
    customer: { _id: string };
  }[];
  const id = queue.find((s) => s.customer._id === customer.userId)?._id;
  if (!id) throw new Error('kyc submission not queued');
  const approved = await app.inject({
    method: 'POST',
    url: `/admin/kyc/${id}/approve`,
    headers: adminAuth,
    payload: {},
  });
  if (approved.statusCode !== 200) throw new Error(`kyc approval failed: ${approved.body}`);
}

/** A new customer with a PIN and a verified identity, and `funds` dollars in Checking when above zero. */
export async function verifiedCustomer(app: FastifyInstance, adminAuth: Record<string, string>, funds = 0) {
  const c = await customer(app);
  await setPin(app, c.auth);
  await verifyIdentity(app, adminAuth, c);
  if (funds > 0) await credit(app, adminAuth, c.userId, funds);
  return { ...c, ...(await accountsOf(app, c.auth)) };
}
