import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AuditEntry } from '../audit/audit-repository';
import type { Db } from '../db/connection';

/** An account reference understood by the `post_payment` SQL function. */
export type AccountRef = string | '$destination' | `bank:${BankAccountKind}`;
export type BankAccountKind =
  'funding' | 'fee_income' | 'outgoing_clearing' | 'cheque_clearing' | 'loan_book' | 'settlement';

export type PaymentStatus = 'Successful' | 'Processing' | 'Pending' | 'Failed';

export type NewPayment = {
  id: string;
  reference: string;
  userId: string | '$destination';
  accountId: AccountRef;
  type: 'deposit' | 'withdrawal';
  kind: string;
  description: string;
  amountCents: bigint;
  feeCents?: bigint;
  status: PaymentStatus;
  counterparty?: Record<string, string | undefined>;
  details?: string | null;
  relatedPaymentId?: string;
  decidedBy?: string;
  reason?: string;
};

export type NewPosting = {
  paymentId: string;
  debit: AccountRef;
  credit: AccountRef;
  amountCents: bigint;
  code: string;
};

export type PostRequest = {
  userId: string;
  idempotencyKey?: string;
  requestHash?: string;
  ownedAccountId?: string;
  actorMustBeEnabled?: boolean;
  destination?: { accountNumber: string; accountName?: string; waiveFeeIfOwn?: boolean };
  dailyLimit?: { limitCents: bigint; kinds: string[] };
  statusUpdate?: {
    paymentId: string;
    from: PaymentStatus;
    to: PaymentStatus;
    decidedBy?: string;
    reason?: string;
  };
  payments: NewPayment[];
  postings: NewPosting[];
  /** Recorded in the audit log in the same transaction when the payment is posted. */
  audit?: AuditEntry;
};

/** The closed list of answers of the posting primitive. */
export type PostCode =
  | 'ok'
  | 'idempotency_in_flight'
  | 'idempotency_key_reused'
  | 'account_not_found'
  | 'account_name_mismatch'
  | 'same_account'
  | 'insufficient_funds'
  | 'daily_limit_exceeded'
  | 'already_decided'
  | 'account_disabled'
  | 'not_found';

export type PostResult = { code: PostCode; paymentId: string | null; replayed: boolean };

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

/**
 * Posts a payment in one database round trip (pass a transaction as `db` to combine it with other writes,
 * such as a loan's outstanding balance, that must commit together) through `post_payment` (migration 003). A serialization
 * failure or deadlock is retried a few times; a business refusal comes back as a code.
 */
export async function postPayment(db: Db, request: PostRequest): Promise<PostResult> {
  const payload = JSON.stringify(request, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await sql<{ code: PostCode; payment_id: string | null; replayed: boolean }>`
        SELECT code, payment_id, replayed FROM ${sql.raw(request.audit ? 'post_payment_audited' : 'post_payment')}(${payload}::jsonb)`.execute(
        db,
      );
      const row = result.rows[0]!;
      return { code: row.code, paymentId: row.payment_id, replayed: row.replayed };
    } catch (err) {
      const code = (err as { code?: string }).code;
      // Inside a caller's transaction the failure has aborted it: only the caller can retry the whole.
      if (!code || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS || db.isTransaction) throw err;
      await new Promise((r) => setTimeout(r, attempt * 5 + Math.random() * 10));
    }
  }
}

export function newPaymentId(): string {
  return randomUUID();
}

/** A customer-readable reference: VB, the date, and 8 random characters. */
export function newReference(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `VB${day}${randomBytes(5).toString('hex').slice(0, 8).toUpperCase()}`;
}
