import { randomFillSync, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AuditEntry } from '../common/audit-entry';
import type { Db } from '../db/connection';
import type { BankAccountKind } from '../db/schema';
import { backoff, isRetryable, MAX_ATTEMPTS } from '../db/transaction';
import type { DomainError } from '../common/domain-error';
import { paymentFromJson, type PaymentJson, type PaymentRow } from './payments-repository';
import { refusal, type PostCode } from './post-codes';
import { reportAnswered, reportFailed } from './post-observers';

/** An account reference understood by the `post_payments` SQL function (`db/functions/59_post_payments.sql`). */
export type AccountRef = string | '$source' | '$destination' | `bank:${BankAccountKind}`;
import type { PaymentStatus } from '../../shared/statuses';

export type { PaymentStatus, PostCode };

/** A money request's cumulative step-up (`auth/sensitive-actions.ts` `stepUpOf`), decided in the posting. */
export type StepUp = { windowStart: string; limitCents: bigint; fresh: boolean };

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
  /** The PIN's HMAC, checked and counted in the payment's transaction (see pin-service `pinCheck`). */
  pin?: { hmac: string; maxWrong: number; lockMinutes: number };
  /** The payer's own Checking or Savings, by kind or id; postings and payments name it '$source'. */
  ownedAccount?: { kind: 'checking' | 'savings' } | { id: string };
  ownedAccountId?: string;
  actorMustBeEnabled?: boolean;
  destination?: { accountNumber: string; accountName?: string; waiveFeeIfOwn?: boolean };
  /** Transfers sent today (UTC) plus this one may not pass the limit; before KYC, the lower one. */
  dailyLimit?: { limitCents: bigint; unverifiedLimitCents?: bigint };
  /** Unknown-account and wrong-name answers allowed per hour before the destination check answers 429. */
  payeeCheckLimit?: number;
  /** Calls of this payer a minute that ask for the limit, counted in the batch (`post_payments`). */
  paymentRateLimit?: number;
  /**
   * The new-payee rule, by counterparty: when the payer's first payee row for this bank and account (removed
   * ones too) was saved after `since`, what it has taken since plus this may not pass `limitCents`.
   */
  newPayee?: { bankName: string; accountNumber: string; since: string; limitCents: bigint };
  /**
   * The cumulative step-up of a payer with two-step on: what was sent since `windowStart` plus this may not
   * pass `limitCents` unless the session proved a second factor within the step-up window (`fresh`).
   */
  stepUp?: StepUp;
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

export type PostResult = {
  code: PostCode;
  paymentId: string | null;
  replayed: boolean;
  /** The first payment of the request as stored (also for a replay), for the answer. */
  payment: PaymentRow | null;
};

export type PostedRow = {
  code: PostCode;
  payment_id: string | null;
  replayed: boolean;
  /** The request's first payment, as stored: the same shape for a payment written now and its replay. */
  payment: PaymentJson | null;
};

export const POST_PAYMENTS_SQL = 'SELECT code, payment_id, replayed, payment FROM post_payments($1::jsonb)';

/** Requests as the `post_payments` SQL function reads them: amounts in cents as decimal strings. */
export function batchJson(requests: PostRequest[]): string {
  return JSON.stringify(requests, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

export function toPostResult(row: PostedRow): PostResult {
  const payment = row.payment ? paymentFromJson(row.payment) : null;
  return { code: row.code, paymentId: row.payment_id, replayed: row.replayed, payment };
}

/** What posts payment requests for a use case: the group-commit pipeline (`payment-pipeline.ts`). */
export type PaymentPoster = { post: (request: PostRequest) => Promise<PostResult> };

/** What an accepted request answers. */
export type Posted = PostResult & { code: 'ok' };

/** Refusals a use case answers in its own words rather than the primitive's (`post-codes.ts`). */
export type OwnRefusals = Partial<Record<Exclude<PostCode, 'ok'>, () => DomainError>>;

/** The result of an accepted request; a refusal is thrown as its DomainError, in `own` words where given. */
export function accepted(result: PostResult, own: OwnRefusals = {}): Posted {
  if (result.code === 'ok') return result as Posted;
  throw own[result.code]?.() ?? refusal(result.code);
}

/** Posts one request as `postPayment` does and answers it accepted, or throws the refusal (`accepted`). */
export async function postAccepted(db: Db, request: PostRequest, own?: OwnRefusals): Promise<Posted> {
  return accepted(await postPayment(db, request), own);
}

/**
 * Posts one payment request, in the caller's transaction when `db` is one (to combine it with other writes,
 * such as a loan's outstanding balance, that must commit together). It is the same SQL as the group-commit
 * pipeline, with a batch of one. Outside a transaction a serialization failure or deadlock is retried a few
 * times; inside one, the failure has aborted the caller's transaction, which only the caller can retry
 * (see `inTransaction`).
 */
export async function postPayment(db: Db, request: PostRequest): Promise<PostResult> {
  const payload = batchJson([request]);
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await sql<PostedRow>`
        SELECT code, payment_id, replayed, payment FROM post_payments(${payload}::jsonb)`.execute(db);
      const row = result.rows[0]!;
      // Counted when answered: inside a caller's transaction that later rolls back, it was counted anyway.
      reportAnswered('direct', [row.code]);
      return toPostResult(row);
    } catch (err) {
      if (!isRetryable(err) || attempt >= MAX_ATTEMPTS || db.isTransaction) {
        reportFailed('direct', 1);
        throw err;
      }
      await backoff(attempt);
    }
  }
}

export function newPaymentId(): string {
  return randomUUID();
}

// Crockford's base 32: no I, L, O or U, so a reference read over the phone is not misheard.
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A customer-readable reference: VB, the date, and 12 random base-32 characters (60 bits). References are
 * unique per day in the schema; with 8 hex characters (32 bits) two of 100,000 payments in one day
 * collided more often than not, and a collision fails a whole group-commit batch. At 60 bits a million
 * payments a day collide with a probability under one in two million.
 */
export function newReference(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  const bytes = randomPool.take(12);
  let random = '';
  for (const byte of bytes) random += REFERENCE_ALPHABET[byte & 31];
  return `VB${day}${random}`;
}

/**
 * Random bytes handed out from a buffer filled 4 KB at a time from the same CSPRNG, as `randomUUID` does:
 * asked for 12 bytes at a time, `randomBytes` cost about 2.9 µs a call, two calls a transfer (5 % of the
 * server's CPU under load); a slice of the buffer costs 0.1 µs. Each byte is handed out once.
 */
const randomPool = (() => {
  const pool = Buffer.alloc(4096);
  let offset = pool.length;
  return {
    take(n: number): Buffer {
      if (offset + n > pool.length) {
        randomFillSync(pool);
        offset = 0;
      }
      offset += n;
      return pool.subarray(offset - n, offset);
    },
  };
})();
