// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import { bindFields } from '../../lib/form-fields';
import { AmountInput } from './amount-input';
import { FilterBar } from './filter-bar';
import { LocalTime } from './local-time';
import { OneTimeCodeField, PinField } from './secret-fields';
import { Select } from './select';
import { TextAreaField, TextField } from './text-field';

afterEach(cleanup);

describe('Select', () => {
  it('is labelled, lists a placeholder and its options, and ties its error to the field', () => {
    render(
      <Select
        label="Status"
        placeholder="All statuses"
        options={['Successful', { value: 'p', label: 'Processing' }]}
        error="Pick one."
        defaultValue=""
      />,
    );
    const select = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'All statuses'],
      ['Successful', 'Successful'],
      ['p', 'Processing'],
    ]);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Pick one.');
  });
});

describe('AmountInput', () => {
  it('is a labelled decimal field with cents steps, or free text for amounts typed with commas', () => {
    const { rerender } = render(<AmountInput hint="In dollars." />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    expect([input.type, input.inputMode, input.step, input.min, input.autocomplete]).toEqual([
      'number',
      'decimal',
      '0.01',
      '0.01',
      'off',
    ]);
    expect(input.placeholder).toBe('0.00');
    rerender(<AmountInput label="Repayment amount" freeText />);
    expect((screen.getByLabelText('Repayment amount') as HTMLInputElement).type).toBe('text');
  });
});

describe('FilterBar', () => {
  it('groups fields under a hidden legend when each change applies at once', () => {
    render(
      <FilterBar label="Filter transactions" actions={<button>Clear filters</button>}>
        <Select label="Type" options={['deposit']} />
      </FilterBar>,
    );
    expect(screen.getByRole('group', { name: 'Filter transactions' })).toBeTruthy();
  });

  it('is a named form when the filters apply together', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <FilterBar
        label="Filter the audit log"
        onSubmit={onSubmit}
        actions={<button type="submit">Apply filters</button>}
      >
        <AmountInput />
      </FilterBar>,
    );
    expect(screen.getByRole('form', { name: 'Filter the audit log' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

describe('TextField and TextAreaField', () => {
  it('tie the hint and the error to the control, in that order, and mark it invalid only with an error', () => {
    const { rerender } = render(<TextField label="Email" hint="We write to it." />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'We write to it.',
    );
    rerender(<TextField label="Email" hint="We write to it." error="Enter an email." />);
    const ids = screen.getByLabelText('Email').getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'We write to it.',
      'Enter an email.',
    ]);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('frames a text area the same way', () => {
    render(<TextAreaField label="Reply" rows={3} error="Write a reply." />);
    const area = screen.getByLabelText('Reply');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.className).toBe('field__input field__input--long');
    expect(document.getElementById(area.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Write a reply.',
    );
  });
});

describe('PinField and OneTimeCodeField', () => {
  it('hide a PIN as it is typed and offer the digit keypad; a code field offers the code a phone received', () => {
    render(
      <>
        <PinField />
        <OneTimeCodeField />
      </>,
    );
    const pin = screen.getByLabelText('Pincode') as HTMLInputElement;
    expect([pin.type, pin.inputMode, pin.maxLength, pin.autocomplete]).toEqual([
      'password',
      'numeric',
      4,
      'off',
    ]);
    const code = screen.getByLabelText(messages.mfa.codeLabel) as HTMLInputElement;
    expect([code.type, code.inputMode, code.autocomplete]).toEqual(['text', 'numeric', 'one-time-code']);
  });
});

describe('bindFields', () => {
  function Form({ onValid }: { onValid: (values: { email: string }) => void }) {
    const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
    const field = bindFields(form);
    return (
      <form onSubmit={form.handleSubmit(onValid)} aria-label="Test">
        <TextField label="Email" {...field('email', { required: 'Enter an email.' })} />
        <button type="submit">Send</button>
      </form>
    );
  }

  it('registers the field and shows its validation message when it changes', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter an email.')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'ada@example.com' });
  });
});

describe('LocalTime', () => {
  it('writes an instant in local time inside a time element that keeps the ISO value', () => {
    const iso = '2026-11-24T09:30:00.000Z';
    render(<LocalTime iso={iso} />);
    const time = screen.getByText(new Date(iso).toLocaleString());
    expect([time.tagName, time.getAttribute('datetime')]).toEqual(['TIME', iso]);
  });
});
