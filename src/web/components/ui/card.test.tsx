// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Card } from './card';

afterEach(cleanup);

describe('Card', () => {
  it('is a region named by its own heading, with the classes it is given', () => {
    render(
      <>
        <Card title="Balances" titleClassName="subtitle" className="summary">
          <p>$10.00</p>
        </Card>
        <Card title="Loans">
          <p>None</p>
        </Card>
      </>,
    );
    const balances = screen.getByRole('region', { name: 'Balances' });
    expect(balances.className).toBe('card summary');
    expect(screen.getByRole('heading', { name: 'Balances' }).className).toBe('subtitle');
    expect(screen.getByRole('heading', { name: 'Loans' }).className).toBe('section-title');
    expect(screen.getByRole('region', { name: 'Loans' }).textContent).toContain('None');
  });
});
