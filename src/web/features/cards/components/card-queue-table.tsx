import { Fragment } from 'react';
import type { QueuedCardApplication } from '../../../../shared/schemas/cards';
import { formatMoney } from '../../../lib/format-money';
import { applicationTone } from '../card-labels';
import { RejectForm } from './reject-form';

/** Approval answers 422 kyc_required until the customer's identity is verified; say so up front. */
const KYC_MISSING = 'KYC not verified: cannot be approved yet';

type CardQueueTableProps = {
  applications: QueuedCardApplication[];
  busyId: string | null;
  rejectingId: string | null;
  onApprove: (application: QueuedCardApplication) => void;
  onStartReject: (application: QueuedCardApplication | null) => void;
  onReject: (application: QueuedCardApplication, reason: string) => void;
};

const COLUMNS = 6;

type DecisionCellProps = Pick<CardQueueTableProps, 'onApprove' | 'onStartReject'> & {
  application: QueuedCardApplication;
  busy: boolean;
  rejecting: boolean;
  label: string;
};

/** Approve and Reject while Pending; afterwards the decision and its reason. */
function DecisionCell({ application, busy, rejecting, label, onApprove, onStartReject }: DecisionCellProps) {
  if (application.status !== 'Pending') {
    return (
      <>
        <span className={`card-status card-status--${applicationTone(application.status)}`}>
          {application.status}
        </span>
        {application.reason ? <span className="card-queue__sub">{application.reason}</span> : null}
      </>
    );
  }
  return (
    <div className="card-queue__actions">
      <button
        type="button"
        className="button button--primary card-queue__button"
        disabled={busy}
        onClick={() => onApprove(application)}
      >
        Approve<span className="visually-hidden"> {label}</span>
      </button>
      <button
        type="button"
        className="button button--secondary card-queue__button"
        disabled={busy}
        aria-expanded={rejecting}
        onClick={() => onStartReject(rejecting ? null : application)}
      >
        Reject<span className="visually-hidden"> {label}</span>
      </button>
    </div>
  );
}

/** Card applications with customer, brand, account and date; Pending ones carry Approve and Reject. */
export function CardQueueTable(props: CardQueueTableProps) {
  const { applications, busyId, rejectingId, onApprove, onStartReject, onReject } = props;
  return (
    <div className="cards-table-wrap" tabIndex={0} role="region" aria-label="Card applications">
      <table className="cards-table card-queue">
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Card</th>
            <th scope="col">Account</th>
            <th scope="col" className="cards-table__number">
              Fee
            </th>
            <th scope="col">Date</th>
            <th scope="col">Decision</th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => {
            const busy = busyId === application._id;
            const who = `${application.brand} for ${application.customer.name}`;
            return (
              <Fragment key={application._id}>
                <tr>
                  <td className="card-queue__customer">
                    <span className="card-queue__name">{application.customer.name}</span>
                    <span className="card-queue__sub">{application.customer.email}</span>
                    {application.customer.kycApproved ? null : (
                      <span className="kyc-missing">{KYC_MISSING}</span>
                    )}
                  </td>
                  <td>{application.brand}</td>
                  <td>
                    {application.account}
                    <span className="card-queue__sub">{application.accountNumber}</span>
                  </td>
                  <td className="cards-table__number">{formatMoney(application.fee)}</td>
                  <td>
                    <time dateTime={application.createdAt}>
                      {new Date(application.createdAt).toLocaleString()}
                    </time>
                  </td>
                  <td>
                    <DecisionCell
                      application={application}
                      busy={busy}
                      rejecting={rejectingId === application._id}
                      label={who}
                      onApprove={onApprove}
                      onStartReject={onStartReject}
                    />
                  </td>
                </tr>
                {rejectingId === application._id ? (
                  <tr className="card-queue__reject-row">
                    <td colSpan={COLUMNS}>
                      <RejectForm
                        label={`Reject ${who}`}
                        busy={busy}
                        onReject={(reason) => onReject(application, reason)}
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
