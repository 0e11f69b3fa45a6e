import { z } from 'zod';
import { CATEGORIES } from '../constants';

/** `GET /insights?month=YYYY-MM` and a payment's category (issue 16). */
export const insightsQuery = z.strictObject({
  month: z
    .string({ error: 'Give a month as YYYY-MM.' })
    .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, 'Give a month as YYYY-MM.'),
});

export const insights = z.object({
  month: z.string(),
  /** Money out in the month by category (fees as Fees), largest first; categories with nothing left out. */
  spending: z.array(z.object({ category: z.enum(CATEGORIES), amount: z.number() })),
  /** Money in and out for the 12 months ending with `month`, oldest first. */
  months: z.array(z.object({ month: z.string(), moneyIn: z.number(), moneyOut: z.number() })),
});
export type Insights = z.infer<typeof insights>;

export const categoryBody = z.strictObject({
  category: z.enum(CATEGORIES, { error: 'Choose a category from the list.' }),
});
