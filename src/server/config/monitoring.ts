import { z } from 'zod';
import { wholeDollarsToCents } from '../../shared/money';
import { cronOrOff } from './backups';
import { wholeNumber } from './fields';

/**
 * Transaction monitoring (issue 50 part 2, docs/monitoring.md): when the sweep over new payments runs, and
 * the parameters of its five rules. Amounts are whole dollars in the environment, cents in the app.
 */
export const monitoringSection = z
  .object({
    // When the sweep looks at the payments committed since its last run (once across instances); `off` never.
    MONITORING_CRON: z.string().trim().default('* * * * *'),
    // Structuring: this many payments out, each within the band under the limit, within the days.
    MONITORING_STRUCTURING_LIMIT: wholeNumber(1).default(10_000),
    MONITORING_STRUCTURING_BAND_PERCENT: wholeNumber(1, 50).default(10),
    MONITORING_STRUCTURING_COUNT: wholeNumber(2, 100).default(3),
    MONITORING_STRUCTURING_DAYS: wholeNumber(1, 90).default(3),
    // Velocity: a day's payments out above this multiple of the customer's daily average of the 90 days
    // before, and above the floor.
    MONITORING_VELOCITY_MULTIPLE: wholeNumber(2, 1000).default(5),
    MONITORING_VELOCITY_FLOOR: wholeNumber(1).default(5_000),
    MONITORING_VELOCITY_HISTORY_DAYS: wholeNumber(7, 365).default(90),
    // Money in then straight out: a credit of at least the floor, of which this share leaves within the hours.
    MONITORING_IN_OUT_HOURS: wholeNumber(1, 168).default(24),
    MONITORING_IN_OUT_PERCENT: wholeNumber(1, 100).default(80),
    MONITORING_IN_OUT_FLOOR: wholeNumber(1).default(2_000),
    // A payee saved within the days receiving at least the amount.
    MONITORING_NEW_PAYEE_DAYS: wholeNumber(1, 365).default(7),
    MONITORING_NEW_PAYEE_AMOUNT: wholeNumber(1).default(5_000),
    // An account without a payment out for the days, paying out at least the amount.
    MONITORING_DORMANT_DAYS: wholeNumber(7, 3650).default(180),
    MONITORING_DORMANT_AMOUNT: wholeNumber(1).default(5_000),
  })
  .transform((e) => ({
    monitoringCron: cronOrOff(e.MONITORING_CRON),
    monitoring: {
      structuring: {
        limitCents: wholeDollarsToCents(e.MONITORING_STRUCTURING_LIMIT),
        bandPercent: e.MONITORING_STRUCTURING_BAND_PERCENT,
        count: e.MONITORING_STRUCTURING_COUNT,
        days: e.MONITORING_STRUCTURING_DAYS,
      },
      velocity: {
        multiple: e.MONITORING_VELOCITY_MULTIPLE,
        floorCents: wholeDollarsToCents(e.MONITORING_VELOCITY_FLOOR),
        historyDays: e.MONITORING_VELOCITY_HISTORY_DAYS,
      },
      inOut: {
        hours: e.MONITORING_IN_OUT_HOURS,
        percent: e.MONITORING_IN_OUT_PERCENT,
        floorCents: wholeDollarsToCents(e.MONITORING_IN_OUT_FLOOR),
      },
      newPayee: {
        days: e.MONITORING_NEW_PAYEE_DAYS,
        amountCents: wholeDollarsToCents(e.MONITORING_NEW_PAYEE_AMOUNT),
      },
      dormant: {
        days: e.MONITORING_DORMANT_DAYS,
        amountCents: wholeDollarsToCents(e.MONITORING_DORMANT_AMOUNT),
      },
    },
  }));

export type MonitoringRules = z.output<typeof monitoringSection>['monitoring'];
