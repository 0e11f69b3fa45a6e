import { describe, expect, it } from 'vitest';
import { ticketStatusText } from './ticket-status';

describe('ticket status words', () => {
  it('reads a missing status as Pending', () => {
    expect(ticketStatusText(undefined)).toBe('Pending');
    expect(ticketStatusText('completed')).toBe('Completed');
    expect(ticketStatusText('FAILED')).toBe('Failed');
  });
});
