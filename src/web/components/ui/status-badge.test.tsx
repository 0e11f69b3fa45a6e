// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';
import { statusTone } from './status-tones';

afterEach(cleanup);

describe('status tones', () => {
  it('colours statement statuses as SPEC.md §2 says: Successful green, Processing yellow, anything else red', () => {
    expect(statusTone('transaction', 'Successful')).toBe('success');
    expect(statusTone('transaction', 'Processing')).toBe('warning');
    expect(statusTone('transaction', 'Pending')).toBe('danger');
    expect(statusTone('transaction', 'Failed')).toBe('danger');
    expect(statusTone('transaction', undefined)).toBe('danger');
  });

  it('colours tickets completed green, pending (or none) yellow, failed red, anything else grey, any case', () => {
    expect(statusTone('ticket', 'COMPLETED')).toBe('success');
    expect(statusTone('ticket', 'Pending')).toBe('warning');
    expect(statusTone('ticket', '  ')).toBe('warning');
    expect(statusTone('ticket', null)).toBe('warning');
    expect(statusTone('ticket', 'failed')).toBe('danger');
    expect(statusTone('ticket', 'Fail')).toBe('neutral');
    expect(statusTone('ticket', 'in review')).toBe('neutral');
  });

  it('colours decisions pending yellow, approved green, rejected red in every product', () => {
    for (const family of ['loan', 'cardApplication', 'deposit', 'kyc'] as const) {
      expect(statusTone(family, 'Pending')).toBe('warning');
      expect(statusTone(family, 'Approved')).toBe('success');
      expect(statusTone(family, 'Rejected')).toBe('danger');
    }
    expect(statusTone('loan', 'Repaid')).toBe('info');
    expect(statusTone('kyc', 'Not submitted')).toBe('neutral');
    expect(statusTone('card', 'Active')).toBe('success');
    expect(statusTone('card', 'Frozen')).toBe('warning');
  });
});

describe('StatusBadge', () => {
  it('shows the word, with the tone as a class', () => {
    render(<StatusBadge family="ticket" status="completed" text="Completed" className="ticket-status" />);
    const badge = screen.getByText('Completed');
    expect(badge.className).toBe('pill status-badge tone-success ticket-status');
    expect(badge.dataset.tone).toBe('success');
  });

  it('shows the status itself when no text is given', () => {
    render(<StatusBadge family="loan" status="Repaid" />);
    expect(screen.getByText('Repaid').className).toContain('tone-info');
  });
});
