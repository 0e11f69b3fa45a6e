// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReasonForm } from './reason-form';

afterEach(cleanup);

describe('ReasonForm', () => {
  it('is a named form whose field takes focus, refusing an empty reason with a message tied to the field', () => {
    const onSubmit = vi.fn();
    render(<ReasonForm label="Reject loan VB1" busy={false} onSubmit={onSubmit} onCancel={() => {}} />);
    const form = screen.getByRole('form', { name: 'Reject loan VB1' });
    const field = screen.getByLabelText('Reason for rejection');
    expect(document.activeElement).toBe(field);
    fireEvent.submit(form);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please give a reason.',
    );
    fireEvent.change(field, { target: { value: '  Too risky ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm rejection' }));
    expect(onSubmit).toHaveBeenCalledWith('Too risky');
  });

  it('sends an empty reason where it is optional, and shows the busy label', () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(
      <ReasonForm
        label="Reject"
        required={false}
        submitLabel="Confirm reject"
        busy={false}
        onSubmit={onSubmit}
        onCancel={onCancel}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm reject' }));
    expect(onSubmit).toHaveBeenCalledWith('');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    rerender(<ReasonForm label="Reject" busy onSubmit={onSubmit} onCancel={onCancel} />);
    expect((screen.getByRole('button', { name: 'Rejecting…' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
