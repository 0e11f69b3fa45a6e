import { z } from 'zod';
import { accountInterest } from './interest';
import { queueCustomer } from './queue-customer';
import { validateInternationalDestination, isValidLocalAccountNumber } from '../bank-formats';
import { ACCOUNT_TYPES, PIN_LENGTH } from '../constants';
import { isCountryCode } from '../countries';
import { amountSchema } from '../money';
import { messages } from '../messages';

/** The transfer forms of SPEC.md §3 plus the PIN; one contract for the pages and the server. */

export const pincode = z
  .string({ error: messages.pin.exactlyFour })
  .regex(new RegExp(`^[0-9]{${PIN_LENGTH}}$`), messages.pin.exactlyFour);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long.`);

/** `_id` from GET /accounts, or a name: Checking, Savings, Checking Account, Account 1 … */
export const paymentAccount = z
  .string({ error: 'Choose the account to pay from.' })
  .trim()
  .min(1, 'Choose the account to pay from.')
  .max(64);

const details = z.string().trim().max(500, 'Details are too long.').optional();

export function localTransferBody(maxCents: bigint) {
  return z.strictObject({
    amount: amountSchema(maxCents),
    paymentAccount,
    bankName: text('Bank name', 100),
    accountNumber: z
      .string({ error: 'Account number is required.' })
      .trim()
      .refine(isValidLocalAccountNumber, 'Enter an account number of 6 to 17 digits.'),
    accountName: text('Account name', 100),
    details,
    pincode,
  });
}

export function internationalTransferBody(maxCents: bigint) {
  return z
    .strictObject({
      amount: amountSchema(maxCents),
      paymentAccount,
      accountType: z.enum(ACCOUNT_TYPES, { error: 'Choose Savings or Checking.' }),
      bankName: text('Bank name', 100),
      accountName: text('Account name', 100),
      accountNumber: text('Account number', 40),
      bankCountry: z
        .string({ error: 'Choose a country.' })
        .refine(isCountryCode, 'Choose a country from the list.'),
      routingNumber: text('Routing number', 20),
      details,
      pincode,
    })
    .superRefine((body, ctx) => {
      const problem = validateInternationalDestination(body);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['accountNumber'] });
    });
}

/** A transfer to a saved payee names it instead of its details. */
function payeeTransferBody(maxCents: bigint) {
  return z.strictObject({
    amount: amountSchema(maxCents),
    paymentAccount,
    payeeId: z.uuid({ error: 'Choose a saved payee.' }),
    details,
    pincode,
  });
}
export type PayeeTransferBody = z.output<ReturnType<typeof payeeTransferBody>>;

/**
 * What `POST /transfers/local` and `/international` take: the form's details, or `payeeId`. A refusal
 * speaks of the form the request was meant as (the one with `payeeId` if it has one).
 */
export function withPayee<T extends z.ZodType>(details: T, maxCents: bigint) {
  return z.union([details, payeeTransferBody(maxCents)], {
    error: (issue) => {
      const input = issue.input;
      const meant = input && typeof input === 'object' && 'payeeId' in input ? 1 : 0;
      const errors = (issue as { errors?: { message: string }[][] }).errors;
      return errors?.[meant]?.[0]?.message;
    },
  });
}

export const transaction = z.object({
  _id: z.string(),
  reference: z.string(),
  type: z.enum(['deposit', 'withdrawal']),
  description: z.string(),
  amount: z.number(),
  fee: z.number(),
  status: z.enum(['Successful', 'Processing', 'Pending', 'Failed']),
  account: z.string(),
  accountNumber: z.string(),
  counterparty: z.record(z.string(), z.string()),
  details: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transaction>;

export const account = z.object({
  _id: z.string(),
  name: z.string(),
  accountNumber: z.string(),
  balance: z.number(),
  // Savings interest (issue 49 part 1), on savings accounts and pots.
  ...accountInterest,
});
export type Account = z.infer<typeof account>;

export const changePinBody = z.strictObject({
  oldPin: pincode.optional(),
  newPin: pincode,
  // Setting the first PIN from a session older than the re-authentication window needs the password.
  password: z.string().min(1).max(200).optional(),
});

/** `GET /users/api/auth/pin`: whether the caller has a PIN yet. */
export const pinStatus = z.object({ pinSet: z.boolean() });

/** `GET /admin/transfers`: an outgoing transfer waiting to be settled or returned, with its customer. */
export const queuedTransfer = transaction.extend({ customer: queueCustomer });
export type QueuedTransfer = z.infer<typeof queuedTransfer>;
