import type { ReactNode } from 'react';

type StackCellProps = { label: string; className?: string; children: ReactNode };

/**
 * A cell of a table that turns into cards on a phone: the label is shown beside the value there
 * (CSS `attr(data-label)`), and the one wrapper keeps the value's lines together in the second column.
 */
export function StackCell({ label, className, children }: StackCellProps) {
  return (
    <td role="cell" data-label={label} className={className}>
      <div className="bo-cell">{children}</div>
    </td>
  );
}
