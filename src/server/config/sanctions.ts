import { z } from 'zod';
import { cronOrOff } from './backups';

/** Sanctions screening (docs/sanctions.md). */
export const sanctionsSection = z
  .object({
    // The Jaro–Winkler score (0 to 1) from which a normalised name matches a name of the active list.
    SANCTIONS_MATCH_THRESHOLD: z.coerce.number().min(0.5).max(1).default(0.92),
    // When the job screens the wires in flight that no screening has seen yet (settlement screens any it missed).
    SANCTIONS_SCREEN_CRON: z.string().trim().default('* * * * *'),
  })
  .transform((e) => ({
    sanctionsMatchThreshold: e.SANCTIONS_MATCH_THRESHOLD,
    sanctionsScreenCron: cronOrOff(e.SANCTIONS_SCREEN_CRON),
  }));
