import type { ScheduleRowDollars } from '../../../../shared/schemas/loans';
import { centsToDollars, dollarsToCents } from '../../../../shared/money';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatMoney } from '../../../lib/format-money';
import { Facts, type Fact } from '../../../components/ui/facts';

/** `2026-03-31` → the visitor's own way of writing that day (the date is a calendar day, not an instant). */
export function formatDueDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  if (!year || !month || !day) return isoDay;
  return new Date(year, month - 1, day).toLocaleDateString();
}

const money = (header: string, pick: (row: ScheduleRowDollars) => number): Column<ScheduleRowDollars> => ({
  header,
  cell: (row) => formatMoney(pick(row)),
  numeric: true,
});

const columns: Array<Column<ScheduleRowDollars>> = [
  { header: '#', cell: (row) => row.n },
  { header: 'Due date', cell: (row) => <time dateTime={row.dueDate}>{formatDueDate(row.dueDate)}</time> },
  money('Payment', (row) => row.payment),
  money('Interest', (row) => row.interest),
  money('Principal', (row) => row.principal),
  money('Balance', (row) => row.balance),
];

/** The amortization schedule: one row per instalment. */
export function ScheduleTable({ rows, label }: { rows: ScheduleRowDollars[]; label: string }) {
  return <DataTable label={label} columns={columns} rows={rows} rowKey={(row) => String(row.n)} />;
}

/** Instalment, interest and total of a schedule, in words. */
export function ScheduleSummary({ rows, annualRate }: { rows: ScheduleRowDollars[]; annualRate: number }) {
  const interest = centsToDollars(rows.reduce((sum, r) => sum + dollarsToCents(r.interest), 0n));
  const total = centsToDollars(rows.reduce((sum, r) => sum + dollarsToCents(r.payment), 0n));
  const lines: Fact[] = [
    ['Interest rate', `${annualRate.toFixed(2)} % a year`],
    ['Instalments', `${rows.length} × ${formatMoney(rows[0]?.payment)}`],
    ['Total interest', formatMoney(interest)],
    ['Total to repay', formatMoney(total)],
  ];
  return <Facts lines={lines} />;
}
