import { messages } from '../../../shared/messages';

export type StatusTone = 'completed' | 'pending' | 'failed' | 'other';

/** SPEC.md §2 and §4: completed green, pending yellow, failed red, anything else grey, case-insensitive. */
export function ticketStatusTone(status: string | null | undefined): StatusTone {
  const value = (status ?? '').trim().toLowerCase();
  if (!value) return 'pending';
  if (value === 'completed' || value === 'pending' || value === 'failed') return value;
  return 'other';
}

/** The status as a word with a capital; a missing status reads Pending (SPEC.md §4). */
export function ticketStatusText(status: string | null | undefined): string {
  const value = (status ?? '').trim();
  if (!value) return messages.tickets.pending;
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}
