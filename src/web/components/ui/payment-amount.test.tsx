// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentAmount } from './payment-amount';

afterEach(cleanup);

describe('PaymentAmount', () => {
  it('signs a withdrawal with a minus and shows it red, a deposit with a plus in green, both bold', () => {
    render(
      <>
        <PaymentAmount transaction={{ type: 'withdrawal', amount: 12.5 }} />
        <PaymentAmount transaction={{ type: 'deposit', amount: 3 }} />
      </>,
    );
    expect(screen.getByText('-$12.50').className).toBe('bold nowrap text-danger');
    expect(screen.getByText('+$3.00').className).toBe('bold nowrap text-success');
  });
});
