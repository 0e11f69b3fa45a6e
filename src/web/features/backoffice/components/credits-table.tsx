import { Fragment } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format-money';
import type { CreditRequest } from '../api/use-credits';
import { backofficeTexts } from '../backoffice-texts';
import { DateTime } from './date-time';
import { StackCell } from './stack-cell';
import { ReasonForm } from './reason-form';

type CreditsTableProps = {
  credits: CreditRequest[];
  /** Pending requests get Approve and Reject; decided ones show the decision instead. */
  pending: boolean;
  busyId: string | null;
  rejectingId: string | null;
  onApprove: (credit: CreditRequest) => void;
  onStartReject: (credit: CreditRequest | null) => void;
  onReject: (credit: CreditRequest, reason: string) => void;
};

function Decision(props: CreditsTableProps & { credit: CreditRequest }) {
  const { credit, busyId, rejectingId, onApprove, onStartReject } = props;
  const busy = busyId === credit._id;
  return (
    <div className="bo-actions">
      <button
        type="button"
        className="button button--primary bo-small-button"
        disabled={busy}
        onClick={() => onApprove(credit)}
      >
        Approve
        <span className="visually-hidden">
          {' '}
          {kindLabel(credit).toLowerCase()} for {credit.customer.name}
        </span>
      </button>
      <button
        type="button"
        className="button button--secondary bo-small-button"
        disabled={busy}
        aria-expanded={rejectingId === credit._id}
        onClick={() => onStartReject(rejectingId === credit._id ? null : credit)}
      >
        Reject
        <span className="visually-hidden">
          {' '}
          {kindLabel(credit).toLowerCase()} for {credit.customer.name}
        </span>
      </button>
    </div>
  );
}

export const kindLabel = (credit: CreditRequest) => backofficeTexts.approvalKinds[credit.kind] ?? credit.kind;

/** One request: what, who, how much, why, who asked and when, then the decision buttons or the decision. */
function CreditRow(props: CreditsTableProps & { credit: CreditRequest }) {
  const { credit, pending } = props;
  return (
    <tr role="row">
      <StackCell label="What">{kindLabel(credit)}</StackCell>
      <StackCell label="Customer" className="bo-table__wrap">
        <Link to={`/admin/users/${encodeURIComponent(credit.customer._id)}`}>{credit.customer.name}</Link>
        <span className="bo-muted-line">{credit.customer.email}</span>
      </StackCell>
      <StackCell label="Amount" className="bo-table__number">
        {credit.amount === null ? '—' : formatMoney(credit.amount)}
      </StackCell>
      <StackCell label="Reason" className="bo-table__wrap">
        {credit.reason || '—'}
      </StackCell>
      <StackCell label="Requested by" className="bo-table__wrap">
        {credit.requestedBy.email}
      </StackCell>
      <StackCell label="Date">
        <DateTime iso={credit.createdAt} />
      </StackCell>
      {pending ? (
        <StackCell label="Decision">
          <Decision {...props} />
        </StackCell>
      ) : (
        <>
          <StackCell label="Status">
            <span className={`bo-pill bo-pill--${credit.status === 'Approved' ? 'success' : 'danger'}`}>
              {credit.status}
            </span>
          </StackCell>
          <StackCell label="Decided by" className="bo-table__wrap">
            {credit.decidedBy || '—'}
          </StackCell>
          <StackCell label="Decision reason" className="bo-table__wrap">
            {credit.decisionReason || '—'}
          </StackCell>
        </>
      )}
    </tr>
  );
}

/**
 * Decisions waiting for a second administrator, oldest first. On a phone each request becomes a card
 * (`bo-table--stack`); the explicit roles keep it a table for screen readers then.
 */
export function CreditsTable(props: CreditsTableProps) {
  const { credits, pending, busyId, rejectingId, onStartReject, onReject } = props;
  const headings = ['What', 'Customer', 'Amount', 'Reason', 'Requested by', 'Date'].concat(
    pending ? ['Decision'] : ['Status', 'Decided by', 'Decision reason'],
  );
  return (
    <div className="bo-table-wrap" tabIndex={0} role="region" aria-label="Approval requests">
      <table role="table" className="bo-table bo-table--stack">
        <thead role="rowgroup">
          <tr role="row">
            {headings.map((heading) => (
              <th
                key={heading}
                role="columnheader"
                scope="col"
                className={heading === 'Amount' ? 'bo-table__number' : undefined}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {credits.map((credit) => (
            <Fragment key={credit._id}>
              <CreditRow {...props} credit={credit} />
              {pending && rejectingId === credit._id ? (
                <tr role="row" className="bo-table__form-row">
                  <td role="cell" colSpan={headings.length}>
                    <ReasonForm
                      name={`Reject the ${kindLabel(credit).toLowerCase()} for ${credit.customer.name}`}
                      label="Reason for rejecting (optional)"
                      confirmLabel="Confirm reject"
                      busyLabel="Rejecting…"
                      busy={busyId === credit._id}
                      required={false}
                      onConfirm={(reason) => onReject(credit, reason)}
                      onCancel={() => onStartReject(null)}
                    />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
