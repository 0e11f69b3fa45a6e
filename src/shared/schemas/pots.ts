import { z } from 'zod';
import { accountGapMessages, potMessages } from '../account-messages';
import { amountSchema } from '../money';

/** A customer may have at most this many open pots (issue 49 part 2). */
export const MAX_OPEN_POTS = 10;
export const POT_NAME_MAX = 40;
/** A lock of more than this many years is more likely a typo than a plan. */
export const POT_LOCK_MAX_YEARS = 5;
/** Goals and moves are bounded only to keep amounts sane; a move is bounded by the balance it comes from. */
export const POT_AMOUNT_MAX_CENTS = 100_000_000_000n;

/**
 * Names that stand for Checking and Savings wherever an account is named (`ledger/accounts-service.ts`
 * and the spec's forms): a pot may not take one, so a name always means one account.
 */
export const RESERVED_ACCOUNT_NAMES = [
  'checking',
  'checking account',
  'account 1',
  'savings',
  'savings account',
  'account 2',
];

const isoDay = z
  .string({ error: potMessages.dayInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, potMessages.dayInvalid)
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: potMessages.dayInvalid,
    },
  );

const potName = z
  .string({ error: potMessages.nameRequired })
  .trim()
  .min(1, potMessages.nameRequired)
  .max(POT_NAME_MAX, potMessages.nameTooLong(POT_NAME_MAX))
  .refine(
    (n) => !RESERVED_ACCOUNT_NAMES.includes(n.replace(/\s+/g, ' ').toLowerCase()),
    potMessages.nameReserved,
  );

/** POST /accounts/pots. Dates are checked against today on the server (`pots-service.ts`). */
export const openPotBody = z.strictObject({
  name: potName,
  goalAmount: amountSchema(POT_AMOUNT_MAX_CENTS).optional(),
  goalDate: isoDay.optional(),
  lockedUntil: isoDay.optional(),
});
export type OpenPotBody = z.output<typeof openPotBody>;

/**
 * PATCH /accounts/pots/{id}: a new name, a goal amount or date (`null` removes it), a later lock day. Only what is
 * given changes; a lock is only ever extended (checked against the pot's own on the server).
 */
export const editPotBody = z
  .strictObject({
    name: potName.optional(),
    goalAmount: amountSchema(POT_AMOUNT_MAX_CENTS).nullable().optional(),
    goalDate: isoDay.nullable().optional(),
    /** `null` is refused while the lock holds: a lock ends by itself on its day. */
    lockedUntil: isoDay.nullable().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, accountGapMessages.editNothing);
export type EditPotBody = z.output<typeof editPotBody>;

const accountRef = (message: string) => z.string({ error: message }).trim().min(1, message).max(64);

/** POST /accounts/moves: between two of the caller's own accounts (`_id` from GET /accounts, or a name). */
export const moveBody = z.strictObject({
  from: accountRef(potMessages.fromRequired),
  to: accountRef(potMessages.toRequired),
  amount: amountSchema(POT_AMOUNT_MAX_CENTS),
});
export type MoveBody = z.output<typeof moveBody>;

export const pot = z.object({
  _id: z.string(),
  name: z.string(),
  accountNumber: z.string(),
  balance: z.number(),
  goalAmount: z.number().nullable(),
  goalDate: z.string().nullable(),
  /** The whole percent of the goal saved, at most 100; null without a goal amount. */
  progress: z.number().nullable(),
  lockedUntil: z.string().nullable(),
  /** Whether withdrawals are refused today. */
  locked: z.boolean(),
  createdAt: z.string(),
});
export type Pot = z.infer<typeof pot>;
