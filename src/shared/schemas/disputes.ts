import { z } from 'zod';
import { amountSchema } from '../money';
import { disputeMessages } from '../financial-crime-messages';
import { queueCustomer } from './queue-customer';

/*
 * Disputes (issue 50 part 3, docs/disputes.md): "Report a problem" on a payment's receipt, the customer's
 * timeline on that receipt, and the back office's queue with the Regulation E timers.
 */

export const DISPUTE_REASONS = ['not_authorised', 'wrong_amount', 'not_received', 'duplicate'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_STATUSES = [
  'open',
  'reversal_pending',
  'resolved_in_favour',
  'resolved_against',
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const DISPUTE_DECISIONS = ['in_favour', 'against'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

export const DISPUTE_EVENT_KINDS = [
  'filed',
  'provisional_credit',
  'decided_in_favour',
  'decided_against',
  'reversal_notice',
  'reversal',
  'reversal_waiting',
] as const;
export type DisputeEventKind = (typeof DISPUTE_EVENT_KINDS)[number];

export const DISPUTE_LETTER_KINDS = [
  'acknowledgement',
  'provisional_credit',
  'decision',
  'reversal_notice',
] as const;
export type DisputeLetterKind = (typeof DISPUTE_LETTER_KINDS)[number];

export const DISPUTE_STATEMENT_MIN = 10;
export const DISPUTE_STATEMENT_MAX = 2000;

const uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Not an id.');

/** What happened, in the customer's words: printable text with line breaks, 10 to 2,000 characters. */
const statement = z
  .string({ error: disputeMessages.statementRequired })
  .trim()
  .min(DISPUTE_STATEMENT_MIN, disputeMessages.statementTooShort)
  .max(DISPUTE_STATEMENT_MAX, disputeMessages.statementTooLong)
  .regex(
    // eslint-disable-next-line no-control-regex
    /^[^\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]+$/u,
    disputeMessages.statementBad,
  );

/** "Report a problem": the payment, the reason, the customer's account and, for a wrong amount, how much. */
export function fileDisputeBody(maxCents: bigint) {
  return z
    .strictObject({
      paymentId: uuid,
      reason: z.enum(DISPUTE_REASONS, { error: disputeMessages.reasonRequired }),
      statement,
      // The amount in dispute; the whole payment with its fee when not given (a wrong amount must say).
      amount: amountSchema(maxCents).optional(),
    })
    .refine((b) => b.reason !== 'wrong_amount' || b.amount !== undefined, {
      message: disputeMessages.amountRequired,
      path: ['amount'],
    });
}
export type FileDisputeBody = z.output<ReturnType<typeof fileDisputeBody>>;

export const disputeLetter = z.object({
  _id: z.string(),
  kind: z.enum(DISPUTE_LETTER_KINDS),
  title: z.string(),
  createdAt: z.string(),
});

export const disputeEvent = z.object({
  kind: z.enum(DISPUTE_EVENT_KINDS),
  at: z.string(),
  text: z.string(),
  letterId: z.string().nullable(),
});

/** A dispute as its customer reads it on the receipt. */
export const dispute = z.object({
  _id: z.string(),
  reference: z.string(),
  paymentId: z.string(),
  paymentReference: z.string(),
  reason: z.enum(DISPUTE_REASONS),
  statement: z.string(),
  amount: z.number(),
  status: z.enum(DISPUTE_STATUSES),
  filedAt: z.string(),
  provisionalDueOn: z.string(),
  decisionDueOn: z.string(),
  extendedBecause: z.enum(['new_account', 'international']).nullable(),
  decision: z.enum(DISPUTE_DECISIONS).nullable(),
  reversalDueOn: z.string().nullable(),
  events: z.array(disputeEvent),
  letters: z.array(disputeLetter),
});
export type Dispute = z.infer<typeof dispute>;

/** A payment's disputes, newest first, and whether a new one may be opened on it now. */
export const paymentDisputes = z.object({
  canDispute: z.boolean(),
  disputes: z.array(dispute),
});
export type PaymentDisputes = z.infer<typeof paymentDisputes>;

/** A dispute in the back office's queue: who, what, and where its timers stand today. */
export const queuedDispute = z.object({
  _id: z.string(),
  reference: z.string(),
  customer: queueCustomer,
  paymentReference: z.string(),
  paymentKind: z.string(),
  reason: z.enum(DISPUTE_REASONS),
  amount: z.number(),
  status: z.enum(DISPUTE_STATUSES),
  filedAt: z.string(),
  /** Business days since the filing, today included. */
  businessDay: z.number(),
  provisionalDueOn: z.string(),
  provisionallyCredited: z.boolean(),
  decisionDueOn: z.string(),
  extendedBecause: z.enum(['new_account', 'international']).nullable(),
  reversalDueOn: z.string().nullable(),
  /** The decision's due day has passed without a decision. */
  overdue: z.boolean(),
});
export type QueuedDispute = z.infer<typeof queuedDispute>;

/** The queue's filter: open disputes (decision waiting), reversals waiting, or the resolved ones. */
export const DISPUTE_QUEUE_FILTERS = ['open', 'reversal_pending', 'resolved'] as const;

/** One dispute as staff read it: the customer's timeline and statement, and the payment disputed. */
export const staffDispute = dispute.extend({
  customer: queueCustomer,
  decisionNote: z.string().nullable(),
  decidedBy: z.string().nullable(),
  payment: z.object({
    kind: z.string(),
    description: z.string(),
    amount: z.number(),
    fee: z.number(),
    createdAt: z.string(),
    counterparty: z.record(z.string(), z.string()),
  }),
});
export type StaffDispute = z.infer<typeof staffDispute>;

export const decideDisputeBody = z.strictObject({
  decision: z.enum(DISPUTE_DECISIONS),
  note: z.string().trim().min(3).max(1000),
});
