import { Fragment } from 'react';
import { formatMoney } from '../../../lib/format-money';
import type { QueuedTransfer } from '../api/use-transfer-queue';
import { ReturnForm } from './return-form';

type TransferQueueTableProps = {
  transfers: QueuedTransfer[];
  busyId: string | null;
  returningId: string | null;
  onSettle: (transfer: QueuedTransfer) => void;
  onStartReturn: (transfer: QueuedTransfer | null) => void;
  onReturn: (transfer: QueuedTransfer, reason: string) => void;
};

/** Bank and country on one line, account and bank code on the next. */
function Destination({ counterparty }: { counterparty: Record<string, string> }) {
  const { bankName, bankCountryName, bankCountry, accountNumber, routingNumber, accountName } = counterparty;
  const lines = [
    [bankName, bankCountryName ?? bankCountry],
    [accountName, accountNumber, routingNumber],
  ].map((parts) => parts.filter(Boolean).join(' · '));
  return (
    <>
      {lines.map((line, index) =>
        line ? (
          <span key={index} className={index === 0 ? 'transfer-queue__bank' : 'transfer-queue__account'}>
            {line}
          </span>
        ) : null,
      )}
    </>
  );
}

function DateTime({ iso }: { iso: string }) {
  const date = new Date(iso);
  return (
    <time dateTime={iso}>
      <span className="transfer-queue__bank">{date.toLocaleDateString()}</span>
      <span className="transfer-queue__account">{date.toLocaleTimeString()}</span>
    </time>
  );
}

/** Processing transfers, oldest first, each with Settle and Return. */
export function TransferQueueTable(props: TransferQueueTableProps) {
  const { transfers, busyId, returningId, onSettle, onStartReturn, onReturn } = props;
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="Transfers waiting for a decision">
      <table className="users-table transfer-queue">
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Customer</th>
            <th scope="col">Description</th>
            <th scope="col" className="users-table__number">
              Amount
            </th>
            <th scope="col" className="users-table__number">
              Fee
            </th>
            <th scope="col">Destination</th>
            <th scope="col">Date</th>
            <th scope="col">Decision</th>
          </tr>
        </thead>
        <tbody>
          {transfers.map((transfer) => {
            const busy = busyId === transfer._id;
            return (
              <Fragment key={transfer._id}>
                <tr>
                  <td className="transfer-queue__reference">{transfer.reference}</td>
                  <td className="transfer-queue__customer">
                    <span className="users-table__name">{transfer.customer.name}</span>
                    <span className="transfer-queue__email">{transfer.customer.email}</span>
                  </td>
                  <td>{transfer.description}</td>
                  <td className="users-table__number">{formatMoney(transfer.amount)}</td>
                  <td className="users-table__number">{formatMoney(transfer.fee)}</td>
                  <td className="transfer-queue__destination">
                    <Destination counterparty={transfer.counterparty} />
                  </td>
                  <td>
                    <DateTime iso={transfer.createdAt} />
                  </td>
                  <td>
                    <div className="transfer-queue__actions">
                      <button
                        type="button"
                        className="button button--primary users-table__select"
                        disabled={busy}
                        onClick={() => onSettle(transfer)}
                      >
                        Settle<span className="visually-hidden"> {transfer.reference}</span>
                      </button>
                      <button
                        type="button"
                        className="button button--secondary users-table__select"
                        disabled={busy}
                        aria-expanded={returningId === transfer._id}
                        onClick={() => onStartReturn(returningId === transfer._id ? null : transfer)}
                      >
                        Return<span className="visually-hidden"> {transfer.reference}</span>
                      </button>
                    </div>
                  </td>
                </tr>
                {returningId === transfer._id ? (
                  <tr className="transfer-queue__return-row">
                    <td colSpan={8}>
                      <ReturnForm
                        reference={transfer.reference}
                        busy={busy}
                        onReturn={(reason) => onReturn(transfer, reason)}
                        onCancel={() => onStartReturn(null)}
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
