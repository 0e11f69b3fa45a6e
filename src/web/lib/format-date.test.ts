import { describe, expect, it } from 'vitest';
import { localDateTime } from './format-date';

describe('localDateTime', () => {
  it('writes an instant in local time, the raw text when unreadable, and the empty text when missing', () => {
    const iso = '2026-11-24T09:30:00.000Z';
    expect(localDateTime(iso)).toBe(new Date(iso).toLocaleString());
    expect(localDateTime('not a date')).toBe('not a date');
    expect(localDateTime(null)).toBe('');
    expect(localDateTime(undefined, '—')).toBe('—');
  });
});
