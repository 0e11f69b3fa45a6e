// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AmountInput } from './amount-input';
import { FilterBar } from './filter-bar';
import { Select } from './select';

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
