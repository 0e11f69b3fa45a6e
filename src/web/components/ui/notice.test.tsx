// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Notice } from './notice';

afterEach(cleanup);

describe('Notice', () => {
  it('keeps an empty live region ready, says success in it, and raises an error as an alert', () => {
    const { rerender } = render(<Notice notice={null} />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('status').className).toBe('live-region');
    rerender(<Notice notice={{ tone: 'success', text: 'Card frozen.' }} className="cards__notice" />);
    expect(screen.getByRole('status').textContent).toBe('Card frozen.');
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<Notice notice={{ tone: 'error', text: 'Try again.' }} className="" />);
    expect(screen.getByRole('alert').textContent).toBe('Try again.');
    expect(screen.getByRole('status').hasAttribute('class')).toBe(false);
  });
});
