import { z } from 'zod';
import { queueCustomerWithKyc } from './queue-customer';
import { CARD_STATUSES, DECISION_STATUSES } from '../statuses';
import { pincode } from './transfers';

/** The cards contract (SPEC.md §2 Cards, DESIGN.md §6): one source for the pages and the server. */

/** The spec's two sample cards; a customer picks one. */
export const CARD_BRANDS = ['Black Card', 'Gold Card'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
/** Chosen when an application names no brand (README: the spec is silent). */
export const DEFAULT_CARD_BRAND: CardBrand = 'Gold Card';

/** The card account select of SPEC.md §2, option for option. */
export const CARD_ACCOUNT_OPTIONS = ['Savings Account', 'Checking Account'] as const;

const ACCOUNT_NAMES = new Set(['savings account', 'checking account', 'savings', 'checking']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const cardAccountMessage = 'Choose Savings Account or Checking Account.';

/** `Savings Account` / `Checking Account` (or `Savings` / `Checking`), or an `_id` from GET /accounts. */
export const cardAccount = z
  .string({ error: cardAccountMessage })
  .trim()
  .refine((value) => ACCOUNT_NAMES.has(value.toLowerCase()) || UUID.test(value), cardAccountMessage);

export const cardApplicationBody = z.strictObject({
  account: cardAccount,
  pincode,
  brand: z.enum(CARD_BRANDS, { error: 'Choose the Black Card or the Gold Card.' }).optional(),
});
export type CardApplicationBody = z.input<typeof cardApplicationBody>;

export const cardApplication = z.object({
  _id: z.string(),
  brand: z.enum(CARD_BRANDS),
  status: z.enum(DECISION_STATUSES),
  reason: z.string().nullable(),
  account: z.string(),
  fee: z.number(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type CardApplication = z.infer<typeof cardApplication>;

export const card = z.object({
  _id: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  /** `•••• 1234`: the only form in which a card number is ever shown. */
  masked: z.string(),
  expiryMonth: z.number(),
  expiryYear: z.number(),
  status: z.enum(CARD_STATUSES),
  account: z.string(),
  createdAt: z.string(),
});
export type Card = z.infer<typeof card>;

export const cardsOverview = z.object({ cards: z.array(card), applications: z.array(cardApplication) });
export type CardsOverview = z.infer<typeof cardsOverview>;

export const queuedCardApplication = cardApplication.extend({
  accountNumber: z.string(),
  customer: queueCustomerWithKyc,
});
export type QueuedCardApplication = z.infer<typeof queuedCardApplication>;

export function maskedLast4(last4: string): string {
  return `•••• ${last4}`;
}
