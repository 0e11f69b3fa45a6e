import { z } from 'zod';
import { potMessages } from '../account-messages';
import { amountSchema } from '../money';
import { POT_AMOUNT_MAX_CENTS } from './pots';
import { internationalTransferBody, localTransferBody, withPayee } from './transfers';

/** Standing orders (issue 16): a transfer as the transfer pages send it, plus when it runs. */

export const FREQUENCIES = ['once', 'weekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
/** Paused: by "This wasn't me" (issue 46), until the customer resumes it after the password reset. */
export const STANDING_ORDER_STATUSES = ['Active', 'Paused', 'Cancelled', 'Completed'] as const;
export const RUN_STATUSES = ['Successful', 'Processing', 'Retrying', 'Failed'] as const;

const isoDate = z
  .string({ error: 'Give a date.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give a date as YYYY-MM-DD.')
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'Give a real date.',
  );

export const schedule = z
  .strictObject({
    frequency: z.enum(FREQUENCIES, { error: 'Choose once, weekly or monthly.' }),
    /** The first (or only) date it runs, today at the earliest, within a year. */
    firstDate: isoDate,
    endDate: isoDate.optional(),
    /** How many times at most. */
    count: z.number({ error: 'Give a whole number of payments.' }).int().min(1).max(1000).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.endDate && s.endDate < s.firstDate)
      ctx.addIssue({ code: 'custom', message: 'The end date is before the first date.', path: ['endDate'] });
    if (s.frequency === 'once' && (s.endDate || s.count))
      ctx.addIssue({
        code: 'custom',
        message: 'A one-off payment has no end date or count.',
        path: ['frequency'],
      });
  });
export type Schedule = z.infer<typeof schedule>;

export function standingOrderBody(maxCents: bigint) {
  return z.discriminatedUnion(
    'type',
    [
      // As on the transfer pages, `payeeId` (a saved payee) may stand for the destination fields.
      z.strictObject({
        type: z.literal('local'),
        transfer: withPayee(localTransferBody(maxCents), maxCents),
        schedule,
      }),
      z.strictObject({
        type: z.literal('international'),
        transfer: withPayee(internationalTransferBody(maxCents), maxCents),
        schedule,
      }),
    ],
    { error: 'Choose a local or international transfer.' },
  );
}

const ownAccountRef = (message: string) => z.string({ error: message }).trim().min(1, message).max(64);

/**
 * POST /standing-orders/moves: a standing order between two of the caller's own accounts (Checking, Savings, a
 * pot; an `_id` from GET /accounts or a name), moved as POST /accounts/moves moves: free, no PIN.
 */
export const moveOrderBody = z.strictObject({
  from: ownAccountRef(potMessages.fromRequired),
  to: ownAccountRef(potMessages.toRequired),
  amount: amountSchema(POT_AMOUNT_MAX_CENTS),
  schedule,
});
export type MoveOrderBody = z.output<typeof moveOrderBody>;

export const standingOrderRun = z.object({
  dueDate: z.string(),
  attempt: z.number(),
  status: z.enum(RUN_STATUSES),
  paymentId: z.string().nullable(),
  reason: z.string().nullable(),
  ranAt: z.string(),
});

export const standingOrder = z.object({
  _id: z.string(),
  /** `move`: between two of the customer's own accounts (`fromAccountId`, `toAccountId`). */
  type: z.enum(['local', 'international', 'move']),
  amount: z.number(),
  accountName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  paymentAccount: z.string(),
  fromAccountId: z.string().nullable(),
  toAccountId: z.string().nullable(),
  details: z.string().nullable(),
  frequency: z.enum(FREQUENCIES),
  firstDate: z.string(),
  endDate: z.string().nullable(),
  count: z.number().nullable(),
  nextDate: z.string().nullable(),
  runs: z.number(),
  status: z.enum(STANDING_ORDER_STATUSES),
  createdAt: z.string(),
  history: z.array(standingOrderRun),
});
export type StandingOrder = z.infer<typeof standingOrder>;
