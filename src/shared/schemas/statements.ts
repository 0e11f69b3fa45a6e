import { z } from 'zod';

/** One issued monthly statement (GET /statements); its PDF is GET /statements/{id}. */
export const statementItem = z.object({
  _id: z.string(),
  account: z.string(),
  accountId: z.string(),
  accountNumber: z.string(),
  accountKind: z.enum(['checking', 'savings', 'pot']),
  /** Days of the bank's calendar, both included. */
  periodStart: z.string(),
  periodEnd: z.string(),
  openingBalance: z.number(),
  closingBalance: z.number(),
  /** Lines on the statement (postings: a fee is a line of its own). */
  entries: z.number().int(),
  /** The statement this one corrects, when it is a correction. */
  corrects: z.string().nullable(),
  /** The latest statement correcting this one, when there is one. */
  correctedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type StatementItem = z.infer<typeof statementItem>;
