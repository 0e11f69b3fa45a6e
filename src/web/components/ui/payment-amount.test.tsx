// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentAmount } from './payment-amount';

afterEach(cleanup);

describe('PaymentAmount', () => {
  it('shows a withdrawal in red and a deposit in green, both bold', () => {
    render(
      <>
        <PaymentAmount transaction={{ type: 'withdrawal', amount: 12.5 }} />
        <PaymentAmount transaction={{ type: 'deposit', amount: 3 }} />
      </>,
    );
    expect(screen.getByText('$12.50').className).toBe('bold text-danger');
    expect(screen.getByText('$3.00').className).toBe('bold text-success');
  });
});
