// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormMessage } from './form-message';

afterEach(cleanup);

describe('FormMessage', () => {
  it('interrupts with an error and waits politely with other news; nothing for no text', () => {
    const { rerender, container } = render(<FormMessage tone="error">Wrong PIN.</FormMessage>);
    expect(screen.getByRole('alert').textContent).toBe('Wrong PIN.');
    rerender(<FormMessage tone="success">Saved.</FormMessage>);
    expect(screen.getByRole('status').className).toContain('form-message--success');
    rerender(<FormMessage tone="info">{''}</FormMessage>);
    expect(container.innerHTML).toBe('');
  });
});
