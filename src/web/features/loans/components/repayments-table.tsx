import type { LoanDetail } from '../../../../shared/schemas/loans';
import { formatMoney } from '../../../lib/format-money';
import { DateCell } from './loans-table';

/** The repayments made so far, oldest first, each split into interest and principal. */
export function RepaymentsTable({ repayments }: { repayments: LoanDetail['repayments'] }) {
  return (
    <div className="loan-table-wrap" tabIndex={0} role="region" aria-label="Repayments table">
      <table className="loan-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Reference</th>
            <th scope="col">From</th>
            <th scope="col" className="loan-table__number">
              Amount
            </th>
            <th scope="col" className="loan-table__number">
              Interest
            </th>
            <th scope="col" className="loan-table__number">
              Principal
            </th>
          </tr>
        </thead>
        <tbody>
          {repayments.map((r) => (
            <tr key={r._id}>
              <td>
                <DateCell iso={r.createdAt} />
              </td>
              <td className="loan-table__reference">{r.reference}</td>
              <td>{r.account}</td>
              <td className="loan-table__number">{formatMoney(r.amount)}</td>
              <td className="loan-table__number">{formatMoney(r.interest)}</td>
              <td className="loan-table__number">{formatMoney(r.principal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
