import { z } from 'zod';

/** `YYYY-MM-DD`, a real calendar day. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.')
  .refine((d) => !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().startsWith(d), 'Not a real date.');

/** `PUT /admin/interest-rates`: the Savings rate in basis points (1 bp = 0.01 %) from a day on. */
export const interestRateBody = z.strictObject({
  rateBp: z.number().int().min(0).max(10_000),
  effectiveFrom: day,
  reason: z.string().trim().max(500).optional(),
});
export type InterestRateBody = z.infer<typeof interestRateBody>;

export const interestRate = z.object({
  id: z.string(),
  rateBp: z.number().int(),
  effectiveFrom: z.string(),
  setBy: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type InterestRate = z.infer<typeof interestRate>;

/** `GET /admin/interest-rates`. */
export const interestRates = z.object({ currentRateBp: z.number().int(), rates: z.array(interestRate) });
export type InterestRates = z.infer<typeof interestRates>;

/** One scheduled job on the back office's jobs page (`GET /admin/jobs`). */
export const scheduledJob = z.object({
  name: z.string(),
  label: z.string(),
  /** The crontab pattern, or how the job is scheduled when it has none. */
  schedule: z.string(),
  /** Off on this installation (its schedule is `off`, or it does not apply). */
  enabled: z.boolean(),
  /** Whether an administrator may run it now. */
  runnable: z.boolean(),
  /** Jobs of it waiting or running in the queue. */
  queued: z.number().int(),
  lastRun: z
    .object({
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
      result: z.enum(['running', 'succeeded', 'failed']),
      detail: z.string().nullable(),
      requestedBy: z.string().nullable(),
    })
    .nullable(),
});
export type ScheduledJob = z.infer<typeof scheduledJob>;

export const jobNameParams = z.strictObject({ name: z.string().regex(/^[a-z_]{1,64}$/) });

/** The interest fields `GET /accounts` adds to a savings account or pot. */
export const accountInterest = {
  /** The Savings rate in effect today, in basis points. */
  interestRateBp: z.number().int().optional(),
  /** Interest accrued this month and not yet paid, rounded to the cent, in dollars. */
  interestAccrued: z.number().optional(),
  /** Interest paid to the account this calendar year, in dollars. */
  interestEarned: z.number().optional(),
};
