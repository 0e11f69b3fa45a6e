import { z } from 'zod';
import { pincode } from './transfers';

/** PUT /users/api/loans/{id}/autopay: on with the PIN, off without it. */
export const autopayBody = z.strictObject({ enabled: z.boolean(), pincode: pincode.optional() });

export const autopayState = z.object({
  enabled: z.boolean(),
  account: z.string().nullable(),
  /** Why it stopped by itself: the loan was repaid. */
  endedReason: z.enum(['repaid']).nullable(),
  nextDueDate: z.string().nullable(),
  nextAmount: z.number().nullable(),
  runs: z.array(
    z.object({
      dueDate: z.string(),
      status: z.enum(['Paid', 'Retrying', 'Missed', 'Paused', 'Skipped']),
      amount: z.number().nullable(),
      attempt: z.number(),
    }),
  ),
});

export type AutopayState = z.infer<typeof autopayState>;
