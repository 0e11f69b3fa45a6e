import { Fragment, type ReactNode } from 'react';
import { Button } from './button';
import { SkeletonRows, SkeletonState } from './skeleton';
import { TryAgain } from './try-again';
import './data-table.css';

export type Column<T> = {
  /** The column heading, also the label beside the value when rows stack into cards on a phone. */
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** A second, smaller line under the value (a loan's rate under its type); none when it gives nothing. */
  sub?: (row: T) => ReactNode;
  /** Right-aligned tabular figures. */
  numeric?: boolean;
  /** Free text that wraps rather than widening the table. */
  wrap?: boolean;
  className?: string;
};

export type LoadMore = { hasMore: boolean; loading: boolean; onMore: () => void };

type DataTableProps<T> = {
  /** The scroll region's accessible name, e.g. "Card applications". */
  label: string;
  columns: Array<Column<T>>;
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  loadingText?: string;
  /** An error to show instead of the rows. */
  error?: string | null;
  emptyText?: ReactNode;
  /** Buttons for a row, in a last column headed `actionsHeader`. */
  rowActions?: (row: T) => ReactNode;
  actionsHeader?: string;
  /** A full-width row under a row (e.g. its reject form); null for none. */
  detail?: (row: T) => ReactNode;
  rowClassName?: (row: T) => string | undefined;
  /**
   * Rows in groups (a statement's days): a group's label, shown in a full-width line above its first row.
   * That line is for the eye only (`aria-hidden`): each row still says its own date, and rows stay rows.
   */
  groupOf?: (row: T) => string;
  /** Under the table, beside the keyset pager: e.g. "Showing 20 transactions". */
  footer?: ReactNode;
  pager?: LoadMore;
  caption?: ReactNode;
  className?: string;
};

/** What a list says around its rows: loading, an error instead of the rows, or that there are none. */
export type ListStateProps = Pick<
  DataTableProps<unknown>,
  'rows' | 'loading' | 'loadingText' | 'error' | 'emptyText'
>;

/** The loading, error and empty texts of a list, whether its rows are a table or a layout of their own. */
export function ListState({ rows, loading, loadingText, error, emptyText }: ListStateProps) {
  return (
    <>
      {loading && loadingText ? (
        <SkeletonState label={loadingText}>
          <SkeletonRows rows={3} rowHeight={44} />
        </SkeletonState>
      ) : null}
      {error ? <TryAgain message={error} /> : null}
      {rows && rows.length === 0 && emptyText ? <p className="data-table__empty">{emptyText}</p> : null}
    </>
  );
}

/** What a feature's table passes through to the DataTable around its columns. */
export type TableStateProps<T> = Omit<DataTableProps<T>, 'label' | 'columns' | 'rows' | 'rowKey'>;

function SubLine({ value }: { value: ReactNode }) {
  return value || value === 0 ? <span className="data-table__sub">{value}</span> : null;
}

function cellClass<T>(column: Column<T>): string | undefined {
  const names = [
    column.numeric && 'data-table__number tabular',
    column.wrap && 'data-table__wrap break-anywhere',
    column.className,
  ];
  return names.filter(Boolean).join(' ') || undefined;
}

/**
 * The one table of the app: loading and empty texts, a keyset "Load more" pager, row actions and a detail
 * row. It scrolls sideways inside its own focusable region, and on a phone each row becomes a card with one
 * labelled line per cell; the explicit roles keep it a table for screen readers then.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rows, rowKey } = props;
  const {
    rowActions,
    actionsHeader = 'Actions',
    detail,
    rowClassName,
    groupOf,
    footer,
    pager,
    caption,
    className,
  } = props;
  const span = columns.length + (rowActions ? 1 : 0);
  return (
    <>
      <ListState {...props} />
      {rows && rows.length > 0 ? (
        <div className="rounded bordered data-table-wrap" tabIndex={0} role="region" aria-label={label}>
          <table role="table" className={['data-table', className].filter(Boolean).join(' ')}>
            {caption ? <caption className="data-table__caption note">{caption}</caption> : null}
            <thead role="rowgroup" className="muted bg-muted">
              <tr role="row">
                {columns.map((column) => (
                  <th key={column.header} role="columnheader" scope="col" className={cellClass(column)}>
                    {column.header}
                  </th>
                ))}
                {rowActions ? (
                  <th role="columnheader" scope="col">
                    {actionsHeader}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {rows.map((row, index) => {
                const more = detail?.(row);
                const group = groupOf?.(row);
                const startsGroup =
                  group !== undefined && (index === 0 || groupOf?.(rows[index - 1]!) !== group);
                return (
                  <Fragment key={rowKey(row)}>
                    {startsGroup ? (
                      <tr className="data-table__group" aria-hidden="true">
                        <td colSpan={span} className="bold bg-muted">
                          {group}
                        </td>
                      </tr>
                    ) : null}
                    <tr role="row" className={rowClassName?.(row)}>
                      {columns.map((column) => (
                        <td
                          key={column.header}
                          role="cell"
                          data-label={column.header}
                          className={cellClass(column)}
                        >
                          <div className="data-table__cell">
                            {column.cell(row, index)}
                            <SubLine value={column.sub?.(row)} />
                          </div>
                        </td>
                      ))}
                      {rowActions ? (
                        <td role="cell" data-label={actionsHeader}>
                          <div className="row-wrap">{rowActions(row)}</div>
                        </td>
                      ) : null}
                    </tr>
                    {more ? (
                      <tr role="row" className="data-table__detail">
                        <td role="cell" colSpan={span} className="bg-muted">
                          {more}
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {footer || pager?.hasMore ? (
        <div className="toolbar muted data-table__footer mt-3">
          {footer}
          {pager?.hasMore ? (
            <Button variant="secondary" disabled={pager.loading} onClick={pager.onMore}>
              {pager.loading ? 'Loading…' : 'Load more'}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
