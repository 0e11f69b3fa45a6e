import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { GOOD_PASSWORD, signIn, uniqueEmail } from './test-app';
import { ensureAdmin } from '../users/admins';
import type { Db } from '../db/connection';
import { enrolTotp } from './totp-helpers';
import { STAFF_REASON_KIND_HEADER, STAFF_REASON_TEXT_HEADER } from '../../shared/schemas/staff-reads';

export const PIN = '4321';

/** The reason test administrators give for reading a customer's records (docs/staff-access.md). */
export const TEST_STAFF_REASON = {
  [STAFF_REASON_KIND_HEADER]: 'other',
  [STAFF_REASON_TEXT_HEADER]: encodeURIComponent('Automated test'),
};

/** Each app's database, as `adminSession` saw it, for helpers that need an administrator of their own. */
const databases = new WeakMap<FastifyInstance, Db>();
const kycReviewers = new WeakMap<FastifyInstance, Promise<Record<string, string>>>();

/**
 * The administrator who approves identity checks in tests: one of its own, because the administrator who
 * approved a customer's KYC never releases that customer's money alone (docs/insider-controls.md), and
 * most tests release money with the administrator they hold.
 */
export function kycReviewer(app: FastifyInstance): Promise<Record<string, string>> {
  const db = databases.get(app);
  if (!db) throw new Error('kycReviewer needs an adminSession of this app first');
  let reviewer = kycReviewers.get(app);
  if (!reviewer) {
    reviewer = adminSession(app, db).then((a) => a.auth);
    kycReviewers.set(app, reviewer);
  }
  return reviewer;
}

/** A customer as the payee of a local transfer. */
export type Payee = { checking: { accountNumber: string }; firstName: string; lastName: string };

/** The body of a local transfer of `amount` for rent from the payer's first account to `to`. */
export const rentTo = (to: Payee, amount: unknown, pincode = PIN) => ({
  amount,
  paymentAccount: 'Account 1',
  bankName: 'Vault Bank',
  accountNumber: to.checking.accountNumber,
  accountName: `${to.firstName} ${to.lastName}`,
  details: 'Rent',
  pincode,
});

/** The body of a $1 local transfer to an account that does not exist: the payment rate limit still counts it. */
export const dollarToNowhere = (pincode = PIN) => ({
  amount: 1,
  paymentAccount: 'Checking',
  bankName: 'Vault Bank',
  accountNumber: '1999999999',
  accountName: 'X Y',
  pincode,
});

/** The beneficiary of a wire that every check accepts: a German IBAN with its bank's BIC. */
export const germanBeneficiary = {
  accountType: 'Checking',
  bankName: 'Deutsche Bank',
  accountName: 'Max Mustermann',
  accountNumber: 'DE89370400440532013000',
  bankCountry: 'DE',
  routingNumber: 'DEUTDEFF',
};

/**
 * A new administrator, signed in and enrolled in two-step sign-in (without it the back office refuses
 * them everything but enrolment); `totpSecret` makes their codes.
 */
export async function adminSession(app: FastifyInstance, db: Db) {
  databases.set(app, db);
  const email = uniqueEmail('admin');
  await ensureAdmin(db, { email, password: GOOD_PASSWORD });
  const session = await signIn(app, email);
  const { secret } = await enrolTotp(app, session.auth);
  // As the back office does once a customer is opened: every read of one customer's records carries a
  // reason (docs/staff-access.md). `session.auth` is the bare session, for tests of that rule.
  const auth: Record<string, string> = { ...session.auth, ...TEST_STAFF_REASON };
  return {
    ...session,
    auth,
    bare: session.auth,
    email,
    totpSecret: secret,
  };
}

/** An administrator disables a customer (POST /admin/users/:id/disable), answered as it came. */
export function disableUser(
  app: FastifyInstance,
  adminAuth: Record<string, string>,
  userId: string,
  reason: string,
) {
  return app.inject({
    method: 'POST',
    url: `/admin/users/${userId}/disable`,
    headers: adminAuth,
    payload: { reason },
  });
}

/** An administrator's invitation of a new administrator (POST /admin/admins), answered as it came. */
export function inviteAdmin(app: FastifyInstance, adminAuth: Record<string, string>, payload: object) {
  return app.inject({ method: 'POST', url: '/admin/admins', headers: adminAuth, payload });
}

export async function setPin(app: FastifyInstance, auth: Record<string, string>, newPin = PIN) {
  const res = await app.inject({
    method: 'POST',
    url: '/users/api/auth/change-pin',
    headers: auth,
    payload: { newPin },
  });
  if (res.statusCode !== 200) throw new Error(`set pin failed: ${res.body}`);
}

export async function credit(
  app: FastifyInstance,
  admin: Record<string, string>,
  userId: string,
  amount: number | string,
) {
  const res = await app.inject({
    method: 'PUT',
    url: `/users/${userId}/increase-balance`,
    headers: admin,
    payload: { amount },
  });
  if (res.statusCode !== 200) throw new Error(`credit failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function accountsOf(app: FastifyInstance, auth: Record<string, string>) {
  const res = await app.inject({ url: '/accounts', headers: auth });
  const list = res.json() as { _id: string; name: string; accountNumber: string; balance: number }[];
  return {
    checking: list.find((a) => a.name === 'Checking')!,
    savings: list.find((a) => a.name === 'Savings')!,
  };
}

export async function balanceCents(db: Db, userId: string, kind: 'checking' | 'savings' = 'checking') {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance_cents')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return row.balance_cents;
}

/** A `post_payments` request that credits one dollar from the bank to `accountId`, as `userId`'s line. */
export function bankCreditRequest(userId: string, accountId: string) {
  const id = randomUUID();
  return {
    userId,
    payments: [
      {
        id,
        reference: `CREDIT${id.slice(0, 8)}`,
        userId,
        accountId,
        type: 'deposit',
        kind: 'bank_credit',
        description: 'Credit',
        amountCents: '100',
        status: 'Successful',
      },
    ],
    postings: [
      { paymentId: id, debit: 'bank:funding', credit: accountId, amountCents: '100', code: 'principal' },
    ],
  };
}
