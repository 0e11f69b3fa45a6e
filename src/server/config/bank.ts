import { z } from 'zod';

/** Whether the runtime knows `zone` as an IANA time zone (Intl throws a RangeError for one it does not). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** The bank's own calendar: where its days (interest accrual, statement periods) begin and end. */
export const bankSection = z
  .object({
    BANK_TIME_ZONE: z
      .string()
      .trim()
      .default('UTC')
      .refine(isTimeZone, 'BANK_TIME_ZONE must be an IANA time zone such as UTC or Europe/London'),
  })
  .transform((e) => ({
    /** The IANA zone whose midnight ends the bank's day (default UTC). */
    bankTimeZone: e.BANK_TIME_ZONE,
  }));
