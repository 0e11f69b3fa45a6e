import type { ReactNode } from 'react';
import type { ProductRow } from '../api/use-customer-detail';

export type ProductColumn = {
  label: string;
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

/** One product of the customer (loans, cards, deposits…) as a small table that scrolls on a phone. */
export function ProductTable({ title, rows, columns, empty, hideTitle = false }: ProductTableProps) {
  return (
    <div className="bo-product">
      {hideTitle ? null : <h3 className="bo-product__title">{title}</h3>}
      {rows.length === 0 ? (
        <p className="bo-empty">{empty}</p>
      ) : (
        <div className="bo-table-wrap" tabIndex={0} role="region" aria-label={`${title} table`}>
          <table className="bo-table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    className={column.numeric ? 'bo-table__number' : undefined}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={typeof row._id === 'string' ? row._id : index}>
                  {columns.map((column) => (
                    <td key={column.label} className={column.numeric ? 'bo-table__number' : undefined}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
