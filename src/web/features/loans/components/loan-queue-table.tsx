import { Fragment } from 'react';
import type { QueuedLoan } from '../../../../shared/schemas/loans';
import { formatMoney } from '../../../lib/format-money';
import { LoanStatusBadge } from './loan-status';
import { DateCell } from './loans-table';
import { RejectForm } from './reject-form';

/** Approval answers 422 kyc_required until the customer's identity is verified; say so up front. */
const KYC_MISSING = 'KYC not verified: cannot be approved yet';

type Props = {
  loans: QueuedLoan[];
  busyId: string | null;
  rejectingId: string | null;
  onApprove: (loan: QueuedLoan) => void;
  onStartReject: (loan: QueuedLoan | null) => void;
  onReject: (loan: QueuedLoan, reason: string) => void;
};

const COLUMNS = ['Customer', 'Amount', 'Type', 'Duration', 'Repayment', 'Account', 'Date', 'Decision'];

/** Loans waiting for a decision (or decided ones, with their status), oldest first. */
export function LoanQueueTable({ loans, busyId, rejectingId, onApprove, onStartReject, onReject }: Props) {
  return (
    <div className="loan-table-wrap" tabIndex={0} role="region" aria-label="Loans waiting for a decision">
      <table className="loan-table loan-queue">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={column === 'Amount' ? 'loan-table__number' : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loans.map((loan) => {
            const busy = busyId === loan._id;
            const label = `${loan.type} of ${formatMoney(loan.amount)} for ${loan.customer.name}`;
            return (
              <Fragment key={loan._id}>
                <tr>
                  <td className="loan-queue__customer">
                    <span className="loan-queue__name">{loan.customer.name}</span>
                    <span className="loan-queue__email">{loan.customer.email}</span>
                    {loan.customer.kycApproved ? null : <span className="kyc-missing">{KYC_MISSING}</span>}
                  </td>
                  <td className="loan-table__number">{formatMoney(loan.amount)}</td>
                  <td>
                    {loan.type}
                    <span className="loan-queue__email">{loan.annualRate.toFixed(2)} %</span>
                  </td>
                  <td>{loan.duration}</td>
                  <td>{loan.repayment}</td>
                  <td>{loan.account}</td>
                  <td>
                    <DateCell iso={loan.createdAt} />
                  </td>
                  <td>
                    {loan.status === 'Pending' ? (
                      <div className="loan-queue__actions">
                        <button
                          type="button"
                          className="button button--primary loan-queue__button"
                          disabled={busy}
                          onClick={() => onApprove(loan)}
                        >
                          Approve<span className="visually-hidden"> {label}</span>
                        </button>
                        <button
                          type="button"
                          className="button button--secondary loan-queue__button"
                          disabled={busy}
                          aria-expanded={rejectingId === loan._id}
                          onClick={() => onStartReject(rejectingId === loan._id ? null : loan)}
                        >
                          Reject<span className="visually-hidden"> {label}</span>
                        </button>
                      </div>
                    ) : (
                      <>
                        <LoanStatusBadge status={loan.status} />
                        {loan.reason ? <span className="loan-queue__email">{loan.reason}</span> : null}
                      </>
                    )}
                  </td>
                </tr>
                {loan.details ? (
                  <tr className="loan-queue__details-row">
                    <td colSpan={COLUMNS.length}>
                      <span className="loan-queue__email">Details: {loan.details}</span>
                    </td>
                  </tr>
                ) : null}
                {rejectingId === loan._id ? (
                  <tr className="loan-queue__reject-row">
                    <td colSpan={COLUMNS.length}>
                      <RejectForm
                        label={label}
                        busy={busy}
                        onReject={(reason) => onReject(loan, reason)}
                        onCancel={() => onStartReject(null)}
                      />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
