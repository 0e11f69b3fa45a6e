import { z } from 'zod';
import { cronOrOff } from './backups';

/**
 * The calendar jobs: savings interest (docs/interest.md), monthly statements (docs/statements.md) and the
 * disputes' timers (docs/disputes.md).
 */
export const interestSection = z
  .object({
    // When the accrual job looks for ended days and when the posting job looks for ended months (once per
    // period across all instances; each run catches up every day or month missed); `off` never.
    INTEREST_ACCRUAL_CRON: z.string().trim().default('5 * * * *'),
    INTEREST_POSTING_CRON: z.string().trim().default('35 * * * *'),
    // When the statement job looks for months (and quiet quarters) the bank's calendar has closed.
    STATEMENTS_CRON: z.string().trim().default('15 * * * *'),
    // When the disputes' job posts the provisional credits and reversals that are due (docs/disputes.md).
    DISPUTES_CRON: z.string().trim().default('25 * * * *'),
  })
  .transform((e) => ({
    interestAccrualCron: cronOrOff(e.INTEREST_ACCRUAL_CRON),
    interestPostingCron: cronOrOff(e.INTEREST_POSTING_CRON),
    statementsCron: cronOrOff(e.STATEMENTS_CRON),
    disputesCron: cronOrOff(e.DISPUTES_CRON),
  }));
