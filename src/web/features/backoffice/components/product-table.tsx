import type { ReactNode } from 'react';
import { DataTable } from '../../../components/ui/data-table';
import type { ProductRow } from '../api/use-customer-detail';

export type ProductColumn = {
  header: string;
  /** What the cell shows; a missing field shows nothing rather than failing the page. */
  cell: (row: ProductRow) => ReactNode;
  numeric?: boolean;
};

type ProductTableProps = {
  title: string;
  rows: ProductRow[];
  columns: ProductColumn[];
  empty: string;
  /** A section holding a single table already says what it is; its table then has no heading of its own. */
  hideTitle?: boolean;
};

/** One product of the customer (loans, cards, deposits…) as a small table. */
export function ProductTable({ title, rows, columns, empty, hideTitle = false }: ProductTableProps) {
  return (
    <div className="stack-xs min-w-0">
      {hideTitle ? null : <h3 className="text-sm bold muted">{title}</h3>}
      <DataTable
        label={`${title} table`}
        columns={columns}
        rows={rows}
        rowKey={(row) => (typeof row._id === 'string' ? row._id : JSON.stringify(row))}
        emptyText={empty}
      />
    </div>
  );
}

/** A field as text when it is a string or a number; anything else (missing, objects) shows nothing. */
export function field(row: ProductRow, key: string): string {
  const value = row[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function numberField(row: ProductRow, key: string): number | null {
  const value = row[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
