import { describe, expect, it } from 'vitest';
import { ticketStatusText, ticketStatusTone } from './ticket-status';

describe('ticket status colours and words', () => {
  it('maps the three statuses whatever their case, anything else to grey', () => {
    expect(ticketStatusTone('completed')).toBe('completed');
    expect(ticketStatusTone('COMPLETED')).toBe('completed');
    expect(ticketStatusTone('Pending')).toBe('pending');
    expect(ticketStatusTone('failed')).toBe('failed');
    expect(ticketStatusTone('Fail')).toBe('other');
    expect(ticketStatusTone('in review')).toBe('other');
  });

  it('reads a missing status as Pending, in yellow', () => {
    expect(ticketStatusTone(undefined)).toBe('pending');
    expect(ticketStatusTone(null)).toBe('pending');
    expect(ticketStatusTone('  ')).toBe('pending');
    expect(ticketStatusText(undefined)).toBe('Pending');
    expect(ticketStatusText('completed')).toBe('Completed');
    expect(ticketStatusText('FAILED')).toBe('Failed');
  });
});
