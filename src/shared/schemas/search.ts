import { z } from 'zod';
import { CATEGORIES } from '../constants';
import { amountSchema } from '../money';
import { messages } from '../messages';

/** The shortest search text: fewer characters than a trigram cannot use the search index. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;
/** The largest amount a filter names: $10 billion, far above any payment the bank takes. */
export const SEARCH_AMOUNT_MAX_CENTS = 1_000_000_000_000n;

/**
 * The statement's search filters (issue 49 part 4), shared by `GET /transactions`, the exports and the
 * History page: `q` is matched in the counterparty's name and bank, the details and the reference;
 * amounts are read exactly as a transfer's amount is (shared/money.ts), into cents.
 */
export const searchFilters = {
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH, messages.search.tooShort(SEARCH_MIN_LENGTH))
    .max(SEARCH_MAX_LENGTH)
    .optional(),
  minAmount: amountSchema(SEARCH_AMOUNT_MAX_CENTS).optional(),
  maxAmount: amountSchema(SEARCH_AMOUNT_MAX_CENTS).optional(),
  category: z.enum(CATEGORIES).optional(),
};

export type SearchFilter = {
  q?: string;
  minAmount?: bigint;
  maxAmount?: bigint;
  category?: (typeof CATEGORIES)[number];
};
