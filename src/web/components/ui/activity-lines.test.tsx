// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityLines } from './activity-lines';
import { ButtonLink } from './button';

afterEach(cleanup);

const signIn = {
  action: 'Signed in',
  timestamp: '2026-11-24T09:30:00.000Z',
  ip: '203.0.113.9',
  userAgent: 'Firefox on Linux',
};

describe('ActivityLines', () => {
  it('lists what and when, with where only when asked, and says so when there is nothing', () => {
    const { rerender } = render(
      <ActivityLines activities={[signIn]} empty="Nothing yet." mutedClassName="muted" />,
    );
    const line = screen.getByRole('listitem');
    expect(line.textContent).toContain('Signed in');
    expect(line.querySelector('time')?.getAttribute('datetime')).toBe(signIn.timestamp);
    expect(line.textContent).not.toContain('203.0.113.9');
    rerender(<ActivityLines activities={[signIn]} empty="Nothing yet." mutedClassName="muted" where />);
    expect(screen.getByRole('listitem').textContent).toContain('203.0.113.9 · Firefox on Linux');
    rerender(<ActivityLines activities={[]} empty="Nothing yet." mutedClassName="muted" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Nothing yet.').className).toBe('muted');
  });
});

describe('ButtonLink', () => {
  it('is a link that looks like a button of the given variant', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/LoanRequest">New Loan</ButtonLink>
        <ButtonLink variant="secondary" className="extra" to="/Myloans">
          My Loans
        </ButtonLink>
      </MemoryRouter>,
    );
    const primary = screen.getByRole('link', { name: 'New Loan' });
    expect([primary.getAttribute('href'), primary.className]).toEqual([
      '/LoanRequest',
      'button button--primary',
    ]);
    expect(screen.getByRole('link', { name: 'My Loans' }).className).toBe('button button--secondary extra');
  });
});
