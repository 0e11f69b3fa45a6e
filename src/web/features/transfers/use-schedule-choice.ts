import { useState } from 'react';
import type { Frequency, Schedule } from '../../../shared/schemas/standing-orders';

export type ScheduleChoice = {
  enabled: boolean;
  frequency: Frequency;
  firstDate: string;
  endDate: string;
  count: string;
};

const FREQUENCY_TEXT: Record<Frequency, string> = {
  once: 'Once',
  weekly: 'Every week',
  monthly: 'Every month',
};

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** "Make this a standing order" on a transfer page: off by default, so the page sends at once as before. */
export function useScheduleChoice() {
  const [choice, setChoice] = useState<ScheduleChoice>({
    enabled: false,
    frequency: 'monthly',
    firstDate: tomorrow(),
    endDate: '',
    count: '',
  });
  const update = (changes: Partial<ScheduleChoice>) => setChoice((c) => ({ ...c, ...changes }));

  /** The schedule to send, or undefined for a transfer now. */
  const schedule: Schedule | undefined = choice.enabled
    ? {
        frequency: choice.frequency,
        firstDate: choice.firstDate,
        ...(choice.frequency !== 'once' && choice.endDate ? { endDate: choice.endDate } : {}),
        ...(choice.frequency !== 'once' && choice.count ? { count: Number(choice.count) } : {}),
      }
    : undefined;

  /** The review's line about it. */
  const reviewRows = schedule
    ? [
        {
          label: 'Standing order',
          value: `${FREQUENCY_TEXT[schedule.frequency]}, from ${schedule.firstDate}`,
        },
      ]
    : [];

  const reset = () => update({ enabled: false });
  return { choice, update, schedule, reviewRows, reset };
}
