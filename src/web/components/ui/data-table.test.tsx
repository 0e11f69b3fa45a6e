// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, ListState, type Column } from './data-table';

afterEach(cleanup);

type Row = { id: string; name: string; amount: string };
const rows: Row[] = [
  { id: '1', name: 'Ada', amount: '$5.00' },
  { id: '2', name: 'Alan', amount: '$7.00' },
];
const columns: Array<Column<Row>> = [
  { header: 'Name', cell: (row) => row.name },
  { header: 'Amount', cell: (row) => row.amount, numeric: true },
];

describe('DataTable', () => {
  it('is a table in a named, focusable region, each cell labelled for the phone layout', () => {
    render(<DataTable label="People" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const region = screen.getByRole('region', { name: 'People' });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Amount']);
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((td) => td.dataset.label)).toEqual(['Name', 'Amount', 'Name', 'Amount']);
    expect(cells[1]?.className).toContain('data-table__number');
  });

  it('says it is loading, then that it is empty, and shows an error', () => {
    const { rerender } = render(
      <DataTable
        label="People"
        columns={columns}
        rows={undefined}
        rowKey={(r) => r.id}
        loading
        loadingText="Loading…"
        emptyText="Nobody."
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    rerender(
      <DataTable label="People" columns={columns} rows={[]} rowKey={(r) => r.id} emptyText="Nobody." />,
    );
    expect(screen.getByText('Nobody.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<DataTable label="People" columns={columns} rows={[]} rowKey={(r) => r.id} error="It broke." />);
    expect(screen.getByRole('alert').textContent).toBe('It broke.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('puts a day line above the first row of each group, for the eye only', () => {
    const days: Record<string, string> = { a: 'Monday', b: 'Monday', c: 'Sunday' };
    const people = ['a', 'b', 'c'].map((id) => ({ id, name: id, amount: '$1.00' }));
    render(
      <DataTable
        label="People"
        columns={columns}
        rows={people}
        rowKey={(r) => r.id}
        groupOf={(r) => days[r.id]!}
      />,
    );
    const groups = [...document.querySelectorAll('tr.data-table__group')];
    expect(groups.map((tr) => [tr.textContent, tr.getAttribute('aria-hidden')])).toEqual([
      ['Monday', 'true'],
      ['Sunday', 'true'],
    ]);
    // The header row and the three people: the day lines are not rows to a screen reader.
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
  });

  it('adds row actions, a detail row across every column and a keyset pager', () => {
    const onMore = vi.fn();
    render(
      <DataTable
        label="People"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowActions={(row) => <button>Edit {row.name}</button>}
        detail={(row) => (row.id === '2' ? <p>More about Alan</p> : null)}
        footer={<p>Showing 2</p>}
        pager={{ hasMore: true, loading: false, onMore }}
      />,
    );
    expect(screen.getAllByRole('columnheader').at(-1)?.textContent).toBe('Actions');
    expect(screen.getByRole('button', { name: 'Edit Ada' })).toBeTruthy();
    expect(screen.getByText('More about Alan').closest('td')?.colSpan).toBe(3);
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('Showing 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onMore).toHaveBeenCalledOnce();
  });

  it('shows Loading… on the pager while the next page comes', () => {
    render(
      <DataTable
        label="People"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        pager={{ hasMore: true, loading: true, onMore: () => {} }}
      />,
    );
    expect((screen.getByRole('button', { name: 'Loading…' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('ListState', () => {
  it('says what a list of any layout says around its rows, and nothing once it has rows', () => {
    const texts = { loadingText: 'Loading…', emptyText: 'Nobody.' };
    const { container, rerender } = render(<ListState rows={undefined} loading {...texts} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    rerender(<ListState rows={[]} {...texts} />);
    expect(screen.getByText('Nobody.').className).toBe('data-table__empty');
    rerender(<ListState rows={undefined} error="It broke." {...texts} />);
    expect(screen.getByRole('alert').textContent).toBe('It broke.');
    rerender(<ListState rows={[{ id: 1 }]} {...texts} />);
    expect(container.textContent).toBe('');
  });
});
