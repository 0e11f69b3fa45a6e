import { messages } from '../../../shared/messages';

/** The status as a word with a capital; a missing status reads Pending (SPEC.md §4). */
export function ticketStatusText(status: string | null | undefined): string {
  const value = (status ?? '').trim();
  if (!value) return messages.tickets.pending;
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}
