import type { z } from 'zod';
import { INTERNATIONAL_TRANSFER_FEE_CENTS, LOCAL_TRANSFER_FEE_CENTS } from '../../shared/constants';
import { compactBankCode } from '../../shared/bank-formats';
import { countryName } from '../../shared/countries';
import type {
  internationalTransferBody,
  localTransferBody,
  PayeeTransferBody,
} from '../../shared/schemas/transfers';
import { NEW_PAYEE_HOURS } from '../../shared/constants';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { payeeDestination, payeeForTransfer } from '../payees/payees-service';
import { firstPayeeFor } from '../payees/payees-repository';
import { ownAccountRef } from '../ledger/accounts-service';
import { toTransaction } from '../ledger/payments-repository';
import {
  accepted,
  newPaymentId,
  newReference,
  type PaymentPoster,
  type PostRequest,
  type StepUp,
} from '../ledger/post-payment';
import { pinCheck } from '../pin/pin-service';
import { sha256Hex } from '../common/sha256';

export type TransferDeps = {
  /** A transfer naming a saved payee reads it first. */
  db: Db;
  newPayeeLimitCents: bigint;
  pinKey: Buffer;
  pipeline: PaymentPoster;
  bankName: string;
  dailyLimitCents: bigint;
  unverifiedDailyLimitCents: bigint;
  payeeCheckLimitPerHour: number;
  /** Money-moving calls of one customer a minute, counted inside the payment batch. */
  paymentRateLimitPerMinute: number;
};
type LocalBody = z.output<ReturnType<typeof localTransferBody>>;
type WireBody = z.output<ReturnType<typeof internationalTransferBody>>;
type Caller = { userId: string; idempotencyKey?: string; stepUp?: StepUp };
/** A payee younger than a day, whose payments the primitive caps (`post_payments`). */
export type NewPayee = { payeeId: string; limitCents: bigint };
type Extra = {
  /** The clock the new-payee rule's day is measured on (a standing order's run is given its own). */
  nowMs?: number;
  hashOf?: Record<string, unknown>;
  /** A standing order's occurrence: the PIN was checked when the customer set the order up. */
  preauthorized?: boolean;
};
/** What building a transfer's posting request needs (a standing order builds one outside a request). */
export type RequestDeps = Pick<
  TransferDeps,
  | 'pinKey'
  | 'bankName'
  | 'dailyLimitCents'
  | 'unverifiedDailyLimitCents'
  | 'payeeCheckLimitPerHour'
  | 'paymentRateLimitPerMinute'
  | 'newPayeeLimitCents'
>;

/** The request builder's settings, from the configuration: the same for a request and a standing order. */
export function requestDeps(config: Config, pinKey: Buffer): RequestDeps {
  return {
    pinKey,
    bankName: config.bankName,
    dailyLimitCents: config.dailyTransferLimitCents,
    unverifiedDailyLimitCents: config.unverifiedDailyLimitCents,
    payeeCheckLimitPerHour: config.payeeCheckLimitPerHour,
    paymentRateLimitPerMinute: config.paymentRateLimitPerMinute,
    newPayeeLimitCents: config.newPayeeLimitCents,
  };
}

/**
 * The new-payee cap follows the counterparty (issue 46 part 3): whatever names the bank account (a saved
 * payee, details typed in, a standing order), an account the customer first saved less than a day ago is
 * capped. A payment carries the rule and `post_payments` finds that first row itself (`newPayeeRule`); this
 * read is for what is not a posting, a standing order being set up.
 */
export async function newPayeeOf(
  db: Db,
  deps: Pick<RequestDeps, 'newPayeeLimitCents'>,
  userId: string,
  counterparty: { bankName: string; accountNumber: string },
  nowMs = Date.now(),
): Promise<NewPayee | undefined> {
  const first = await firstPayeeFor(db, userId, counterparty.bankName, counterparty.accountNumber);
  if (!first || nowMs - first.created_at.getTime() >= NEW_PAYEE_HOURS * 3_600_000) return undefined;
  return { payeeId: first.id, limitCents: deps.newPayeeLimitCents };
}

/**
 * A transfer to this bank (bank name equal to ours) lands at once; any other goes to outgoing clearing
 * as Processing until an administrator settles or returns it. The fee is a separate posting.
 */
export async function localTransfer(deps: TransferDeps, caller: Caller, body: LocalBody | PayeeTransferBody) {
  if (!('payeeId' in body)) return post(deps, localTransferRequest(deps, caller, body));
  const payee = await savedPayee(deps, caller, body.payeeId);
  const details = { ...body, ...payeeDestination(payee, 'local') };
  return post(deps, localTransferRequest(deps, caller, details, { hashOf: body }));
}

export async function internationalTransfer(
  deps: TransferDeps,
  caller: Caller,
  body: WireBody | PayeeTransferBody,
) {
  if (!('payeeId' in body)) return post(deps, internationalTransferRequest(deps, caller, body));
  const payee = await savedPayee(deps, caller, body.payeeId);
  const details = { ...body, ...payeeDestination(payee, 'international') } as WireBody;
  return post(deps, internationalTransferRequest(deps, caller, details, { hashOf: body }));
}

/**
 * The caller's saved payee (its kind is checked by `payeeDestination`). Naming a payee costs one indexed read before the payment's own
 * round trip; a transfer with its details typed in costs none.
 */
function savedPayee(deps: TransferDeps, caller: Caller, payeeId: string) {
  return payeeForTransfer(deps.db, caller.userId, payeeId);
}

/**
 * The new-payee rule of a payment to this counterparty, for `post_payments` to apply: the counter is the
 * bank account's first payee row (not necessarily the one named), when saved less than a day before now.
 */
export function newPayeeRule(
  deps: Pick<RequestDeps, 'newPayeeLimitCents'>,
  counterparty: { bankName: string; accountNumber: string },
  nowMs = Date.now(),
): NonNullable<PostRequest['newPayee']> {
  return {
    bankName: counterparty.bankName,
    accountNumber: counterparty.accountNumber,
    since: new Date(nowMs - NEW_PAYEE_HOURS * 3_600_000).toISOString(),
    limitCents: deps.newPayeeLimitCents,
  };
}

async function post(deps: TransferDeps, request: PostRequest) {
  const result = accepted(await deps.pipeline.post(request));
  return { transaction: toTransaction(result.payment!), replayed: result.replayed };
}

/** The posting request of a local transfer: what the primitive checks and writes, in one call. */
export function localTransferRequest(
  deps: RequestDeps,
  caller: Caller,
  body: LocalBody,
  extra: Extra = {},
): PostRequest {
  const internal = body.bankName.trim().toLowerCase() === deps.bankName.trim().toLowerCase();
  const counterparty = {
    bankName: body.bankName,
    accountNumber: body.accountNumber,
    accountName: body.accountName,
  };
  return transferRequest(deps, caller, body, extra, {
    kind: 'local_transfer',
    description: 'Local transfer',
    feeCents: LOCAL_TRANSFER_FEE_CENTS,
    counterparty,
    destination: internal
      ? { accountNumber: body.accountNumber, accountName: body.accountName, waiveFeeIfOwn: true }
      : undefined,
  });
}

export function internationalTransferRequest(
  deps: RequestDeps,
  caller: Caller,
  body: WireBody,
  extra: Extra = {},
): PostRequest {
  return transferRequest(deps, caller, body, extra, {
    kind: 'wire_transfer',
    description: 'Wire transfer',
    feeCents: INTERNATIONAL_TRANSFER_FEE_CENTS,
    counterparty: {
      bankName: body.bankName,
      accountNumber: compactBankCode(body.accountNumber),
      accountName: body.accountName,
      accountType: body.accountType,
      bankCountry: body.bankCountry,
      bankCountryName: countryName(body.bankCountry) ?? body.bankCountry,
      routingNumber: compactBankCode(body.routingNumber),
    },
  });
}

type Plan = {
  kind: string;
  description: string;
  feeCents: bigint;
  counterparty: Record<string, string>;
  destination?: PostRequest['destination'];
};

function transferRequest(
  deps: RequestDeps,
  caller: Caller,
  body: LocalBody | WireBody,
  extra: Extra,
  plan: Plan,
) {
  const id = newPaymentId();
  const internal = Boolean(plan.destination);
  const request: PostRequest = {
    userId: caller.userId,
    idempotencyKey: caller.idempotencyKey,
    requestHash: requestHash(extra.hashOf ?? body),
    pin: extra.preauthorized ? undefined : pinCheck(deps.pinKey, caller.userId, body.pincode),
    ownedAccount: ownAccountRef(body.paymentAccount),
    actorMustBeEnabled: true,
    destination: plan.destination,
    dailyLimit: { limitCents: deps.dailyLimitCents, unverifiedLimitCents: deps.unverifiedDailyLimitCents },
    payeeCheckLimit: deps.payeeCheckLimitPerHour,
    paymentRateLimit: deps.paymentRateLimitPerMinute,
    newPayee: newPayeeRule(deps, plan.counterparty as { bankName: string; accountNumber: string }, extra.nowMs),
    ...(caller.stepUp ? { stepUp: caller.stepUp } : {}),
    payments: [
      {
        id,
        reference: newReference(),
        userId: caller.userId,
        accountId: '$source',
        type: 'withdrawal',
        kind: plan.kind,
        description: plan.description,
        amountCents: body.amount,
        feeCents: plan.feeCents,
        status: internal ? 'Successful' : 'Processing',
        counterparty: plan.counterparty,
        details: body.details || null,
      },
    ],
    postings: [
      {
        paymentId: id,
        debit: '$source',
        credit: internal ? '$destination' : 'bank:outgoing_clearing',
        amountCents: body.amount,
        code: 'principal',
      },
      { paymentId: id, debit: '$source', credit: 'bank:fee_income', amountCents: plan.feeCents, code: 'fee' },
    ],
  };
  if (internal) request.payments.push(incomingSide(id, body, plan));
  return request;
}

/** The receiver's own line for a transfer inside the bank: a deposit, tied to the sender's payment. */
function incomingSide(senderPaymentId: string, body: LocalBody | WireBody, plan: Plan) {
  return {
    id: newPaymentId(),
    reference: newReference(),
    userId: '$destination' as const,
    accountId: '$destination' as const,
    type: 'deposit' as const,
    kind: 'incoming_transfer',
    description: plan.description,
    amountCents: body.amount,
    status: 'Successful' as const,
    // The sender's account number is filled in by the primitive, which resolves the source account.
    counterparty: { bankName: plan.counterparty.bankName ?? '', accountNumber: '$source' },
    details: body.details || null,
    relatedPaymentId: senderPaymentId,
  };
}

/** The body without the PIN, in a stable form: a retry with the same key must carry the same request. */
function requestHash(body: Record<string, unknown>): string {
  const { pincode: _pin, ...rest } = body;
  const canonical = JSON.stringify(rest, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  return sha256Hex(canonical);
}
