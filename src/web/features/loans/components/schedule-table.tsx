import type { ScheduleRowDollars } from '../../../../shared/schemas/loans';
import { formatMoney } from '../../../lib/format-money';

/** `2026-03-31` → the visitor's own way of writing that day (the date is a calendar day, not an instant). */
export function formatDueDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  if (!year || !month || !day) return isoDay;
  return new Date(year, month - 1, day).toLocaleDateString();
}

/** The amortization schedule: one row per instalment, scrolling inside its own box on a phone. */
export function ScheduleTable({ rows, label }: { rows: ScheduleRowDollars[]; label: string }) {
  return (
    <div className="loan-table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className="loan-table loan-schedule">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Due date</th>
            <th scope="col" className="loan-table__number">
              Payment
            </th>
            <th scope="col" className="loan-table__number">
              Interest
            </th>
            <th scope="col" className="loan-table__number">
              Principal
            </th>
            <th scope="col" className="loan-table__number">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.n}>
              <td>{row.n}</td>
              <td>
                <time dateTime={row.dueDate}>{formatDueDate(row.dueDate)}</time>
              </td>
              <td className="loan-table__number">{formatMoney(row.payment)}</td>
              <td className="loan-table__number">{formatMoney(row.interest)}</td>
              <td className="loan-table__number">{formatMoney(row.principal)}</td>
              <td className="loan-table__number">{formatMoney(row.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Instalment, interest and total of a schedule, in words. */
export function ScheduleSummary({ rows, annualRate }: { rows: ScheduleRowDollars[]; annualRate: number }) {
  const cents = (value: number) => Math.round(value * 100);
  const interest = rows.reduce((sum, r) => sum + cents(r.interest), 0) / 100;
  const total = rows.reduce((sum, r) => sum + cents(r.payment), 0) / 100;
  const lines = [
    ['Interest rate', `${annualRate.toFixed(2)} % a year`],
    ['Instalments', `${rows.length} × ${formatMoney(rows[0]?.payment)}`],
    ['Total interest', formatMoney(interest)],
    ['Total to repay', formatMoney(total)],
  ];
  return (
    <dl className="loan-facts">
      {lines.map(([term, value]) => (
        <div key={term} className="loan-facts__line">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
