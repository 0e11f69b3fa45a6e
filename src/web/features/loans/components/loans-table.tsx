import { Link } from 'react-router';
import type { LoanSummary } from '../../../../shared/schemas/loans';
import { formatMoney } from '../../../lib/format-money';
import { LoanStatusBadge } from './loan-status';

/** The day and, below it, the time, in the visitor's own time zone. */
export function DateCell({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  return (
    <time dateTime={iso}>
      {date.toLocaleDateString()}
      <span className="loan-table__time">{date.toLocaleTimeString()}</span>
    </time>
  );
}

/** SPEC.md §2 My Loans: columns #, Amount, Type, Duration, Status, Date; each loan opens its details. */
export function LoansTable({ loans }: { loans: LoanSummary[] }) {
  return (
    <div className="loan-table-wrap" tabIndex={0} role="region" aria-label="Loans table">
      <table className="loan-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col" className="loan-table__number">
              Amount
            </th>
            <th scope="col">Type</th>
            <th scope="col">Duration</th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {loans.map((loan, index) => (
            <tr key={loan._id}>
              <td>{index + 1}</td>
              <td className="loan-table__number">{formatMoney(loan.amount)}</td>
              <td>
                <Link className="loan-table__link" to={`/Myloans/${loan._id}`}>
                  {loan.type}
                  <span className="visually-hidden"> of {formatMoney(loan.amount)}, details</span>
                </Link>
              </td>
              <td>{loan.duration}</td>
              <td>
                <LoanStatusBadge status={loan.status} />
              </td>
              <td>
                <DateCell iso={loan.createdAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
