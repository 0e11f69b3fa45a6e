import { z } from 'zod';
import { isValidLocalAccountNumber, validateInternationalDestination } from '../bank-formats';
import { ACCOUNT_TYPES } from '../constants';
import { isCountryCode } from '../countries';

/** Saved payees (issue 16): one contract for the Payees page, the transfer pages and the server. */

export const PAYEE_TYPES = ['local', 'international'] as const;
export type PayeeType = (typeof PAYEE_TYPES)[number];

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long.`);

const nickname = z
  .string()
  .trim()
  .max(50, 'Nickname is too long.')
  .optional()
  .transform((v) => (v ? v : undefined));

const localPayee = z.strictObject({
  type: z.literal('local'),
  name: text('Account name', 100),
  nickname,
  bankName: text('Bank name', 100),
  accountNumber: z
    .string({ error: 'Account number is required.' })
    .trim()
    .refine(isValidLocalAccountNumber, 'Enter an account number of 6 to 17 digits.'),
});

const internationalPayee = z
  .strictObject({
    type: z.literal('international'),
    name: text('Account name', 100),
    nickname,
    bankName: text('Bank name', 100),
    accountNumber: text('Account number', 40),
    routingNumber: text('Routing number', 20),
    bankCountry: z
      .string({ error: 'Choose a country.' })
      .refine(isCountryCode, 'Choose a country from the list.'),
    accountType: z.enum(ACCOUNT_TYPES, { error: 'Choose Savings or Checking.' }),
  })
  .superRefine((body, ctx) => {
    const problem = validateInternationalDestination(body);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['accountNumber'] });
  });

/** `POST /payees`, `PATCH /payees/{id}` (the whole payee again) and `POST /payees/check`. */
export const payeeBody = z.discriminatedUnion('type', [localPayee, internationalPayee], {
  error: 'Choose local or international.',
});
export type PayeeBody = z.input<typeof payeeBody>;

export const payee = z.object({
  _id: z.string(),
  type: z.enum(PAYEE_TYPES),
  name: z.string(),
  nickname: z.string().nullable(),
  bankName: z.string(),
  accountNumber: z.string(),
  routingNumber: z.string().nullable(),
  bankCountry: z.string().nullable(),
  accountType: z.enum(ACCOUNT_TYPES).nullable(),
  createdAt: z.string(),
  /** While the payee is new, payments to it are capped (NEW_PAYEE_LIMIT) until this moment. */
  newPayeeUntil: z.string().nullable(),
});
export type Payee = z.infer<typeof payee>;

export const PAYEE_CHECK_RESULTS = ['match', 'close_match', 'no_match', 'unavailable'] as const;
export type PayeeCheckResult = (typeof PAYEE_CHECK_RESULTS)[number];

/** Confirmation of payee: what the bank says of the name before anything is saved or sent. */
export const payeeCheck = z.object({
  result: z.enum(PAYEE_CHECK_RESULTS),
  /** The holder's name, only for a close match (so the customer can correct a typo). */
  suggestedName: z.string().optional(),
  message: z.string(),
});
export type PayeeCheck = z.infer<typeof payeeCheck>;
