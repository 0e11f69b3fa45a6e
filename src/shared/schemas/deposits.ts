import { z } from 'zod';
import { queueCustomer } from './queue-customer';
import { DECISION_STATUSES, type DecisionStatus } from '../statuses';

/** Cheque deposits and the crypto deposit address: one contract for the pages and the server. */

/** The multipart form of `POST /upload` (SPEC.md §3 "Cheque upload"): the image and its amount. */
export const CHEQUE_IMAGE_FIELD = 'chequeImage';
export const CHEQUE_AMOUNT_FIELD = 'amount';

/** Largest cheque a customer may deposit from the app, in cents ($50,000). */
export const CHEQUE_MAX_CENTS = 5_000_000n;

/** Largest cheque image accepted, in bytes (DESIGN.md §5: uploads up to 10 MB). */
export const CHEQUE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** How many cheques one customer may have waiting for a decision at once (a quota on stored images). */
export const MAX_PENDING_CHEQUES = 10;

export const DEPOSIT_STATUSES = DECISION_STATUSES;
export type DepositStatus = DecisionStatus;

export const deposit = z.object({
  _id: z.string(),
  amount: z.number(),
  status: z.enum(DEPOSIT_STATUSES),
  /** Why it was rejected (or the approver's note), shown to the customer. */
  reason: z.string().nullable(),
  account: z.string(),
  accountNumber: z.string(),
  /** The deposit's line in the statement: its reference and `_id` in `GET /transactions`. */
  reference: z.string(),
  transactionId: z.string(),
  transactionStatus: z.enum(['Successful', 'Processing', 'Pending', 'Failed']),
  imageUrl: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof deposit>;

export const adminDeposit = deposit.extend({
  customer: queueCustomer,
});
export type AdminDeposit = z.infer<typeof adminDeposit>;

export const uploadAnswer = z.object({ message: z.string(), deposit });

export const decisionReason = z
  .string({ error: 'Please give a reason.' })
  .trim()
  .min(1, 'Please give a reason.')
  .max(500, 'The reason is too long.');

export const cryptoAddress = z.object({ address: z.string(), network: z.literal('Bitcoin') });
export type CryptoAddress = z.infer<typeof cryptoAddress>;
