import { z } from 'zod';
import { wholeDollarsToCents } from '../../shared/money';
import { wholeNumber } from './fields';

/** Limits on money movement (dollars in the environment, cents in the app) and the group commit. */
export const paymentsSection = z
  .object({
    TRANSFER_MAX_AMOUNT: wholeNumber(1).default(50_000),
    DAILY_TRANSFER_LIMIT: wholeNumber(1).default(100_000),
    // Outgoing transfers a day, in dollars, until the customer's KYC is approved.
    UNVERIFIED_DAILY_LIMIT: wholeNumber(0).default(1_000),
    // Transfers to an unknown account or with a wrong holder name a customer may try in an hour.
    PAYEE_CHECK_LIMIT_PER_HOUR: wholeNumber(1).default(10),
    // What a payee saved less than 24 hours ago may receive in that time, in dollars.
    NEW_PAYEE_LIMIT: wholeNumber(1).default(1_000),
    // Transfers above this, in dollars, need a fresh second factor from customers with two-step on.
    STEP_UP_AMOUNT: wholeNumber(1).default(1_000),
    // Money-moving calls one customer may make in a minute.
    PAYMENT_RATE_LIMIT_PER_MINUTE: wholeNumber(1).default(60),
    // Group commit: the most payments posted in one database transaction.
    PAYMENT_BATCH_MAX: wholeNumber(1, 1000).default(256),
    // Group commit: batches in flight at once. The second waits at PostgreSQL for the first one's row locks,
    // so the database starts on it the moment the first commits (batch-queue.ts says when it is sent).
    PAYMENT_BATCH_CONCURRENCY: wholeNumber(1, 8).default(2),
  })
  .transform((e) => ({
    /** Largest single transfer, in cents. */
    transferMaxCents: wholeDollarsToCents(e.TRANSFER_MAX_AMOUNT),
    dailyTransferLimitCents: wholeDollarsToCents(e.DAILY_TRANSFER_LIMIT),
    unverifiedDailyLimitCents: wholeDollarsToCents(e.UNVERIFIED_DAILY_LIMIT),
    payeeCheckLimitPerHour: e.PAYEE_CHECK_LIMIT_PER_HOUR,
    newPayeeLimitCents: wholeDollarsToCents(e.NEW_PAYEE_LIMIT),
    stepUpAmountCents: wholeDollarsToCents(e.STEP_UP_AMOUNT),
    paymentRateLimitPerMinute: e.PAYMENT_RATE_LIMIT_PER_MINUTE,
    paymentBatchMax: e.PAYMENT_BATCH_MAX,
    paymentBatchConcurrency: e.PAYMENT_BATCH_CONCURRENCY,
  }));
