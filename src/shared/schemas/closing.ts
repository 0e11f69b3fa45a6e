import { z } from 'zod';
import { isValidLocalAccountNumber } from '../bank-formats';
import { pincode } from './transfers';

/** What stands in the way of closing an account (issue 49 part 6), each with the customer's words. */
export const BLOCKER_KINDS = ['money', 'processing', 'loan', 'cheques', 'cardApplications'] as const;
export type BlockerKind = (typeof BLOCKER_KINDS)[number];

export const closureBlocker = z.object({
  kind: z.enum(BLOCKER_KINDS),
  count: z.number(),
  message: z.string(),
});

export const closureStatus = z.object({
  /** The balance of every deposit account (checking, savings, pots), in dollars. */
  balance: z.number(),
  accounts: z.array(
    z.object({ _id: z.string(), name: z.string(), accountNumber: z.string(), balance: z.number() }),
  ),
  blockers: z.array(closureBlocker),
  /** Only the money blocker remains: the closure may go, with a sweep of the balance. */
  canClose: z.boolean(),
});
export type ClosureStatus = z.infer<typeof closureStatus>;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max);

/** Where the balance goes: a saved payee, or an account typed in (a local transfer's fields). */
export const sweepDestination = z.union([
  z.strictObject({ payeeId: z.string().max(64) }),
  z.strictObject({
    bankName: text('Bank name', 100),
    accountNumber: z
      .string({ error: 'Account number is required.' })
      .trim()
      .refine(isValidLocalAccountNumber, 'Enter an account number of 6 to 17 digits.'),
    accountName: text('Account name', 100),
  }),
]);
export type SweepDestination = z.infer<typeof sweepDestination>;

export const closeAccountBody = z.strictObject({
  confirm: z.literal(true, { error: 'Please confirm that closing cannot be undone.' }),
  pincode,
  sweep: sweepDestination.optional(),
});
export type CloseAccountBody = z.infer<typeof closeAccountBody>;

export const staffClosureBody = z.strictObject({
  reason: z.string().trim().min(1, 'Please give the reason for closing this account.').max(500),
});
