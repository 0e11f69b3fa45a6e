import { z } from 'zod';

/** Whether the runtime knows the zone (Intl refuses a name it has no rules for). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The bank's own calendar: the IANA time zone its days, months and statement periods are counted in. */
export const bankSection = z
  .object({
    BANK_TIME_ZONE: z
      .string()
      .trim()
      .default('UTC')
      .refine(isTimeZone, 'BANK_TIME_ZONE must be an IANA time zone such as UTC or America/New_York'),
  })
  .transform((e) => ({
    /** IANA zone name; a statement month starts at midnight here. */
    bankTimeZone: e.BANK_TIME_ZONE,
  }));
