import type { ReactNode } from 'react';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatMoney } from '../../../lib/format-money';
import { maskedNumber } from '../../../lib/accounts-query';
import type { Receipt } from '../api/use-receipt';
import { localDateTime } from '../history-dates';
import { counterpartyLines, postingLabel, typeText } from '../history-labels';
import { CategoryField } from './category-field';
import { StatusBadge } from './status-badge';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="facts__line">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type Posting = Receipt['postings'][number];

const POSTING_COLUMNS: Array<Column<Posting>> = [
  { header: 'Entry', cell: (p) => postingLabel(p.code) },
  { header: 'Amount', cell: (p) => formatMoney(p.amount), numeric: true },
  { header: 'Debit', cell: (p) => p.debit },
  { header: 'Credit', cell: (p) => p.credit },
];

/** The double-entry lines behind the payment: which ledger account was debited and which credited. */
function PostingsTable({ postings }: { postings: Posting[] }) {
  return (
    <DataTable
      label="Postings"
      columns={POSTING_COLUMNS}
      rows={postings}
      rowKey={(p) => `${p.code}-${postings.indexOf(p)}`}
    />
  );
}

/** What a bank receipt states: who, what, how much, its status and the ledger entries behind it. */
export function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  const counterparty = counterpartyLines(receipt.counterparty);
  return (
    <div className="stack-sm">
      <dl className="facts">
        <Line label="Reference">
          <span className="receipt__reference">{receipt.reference}</span>
        </Line>
        <Line label="Date">{localDateTime(receipt.createdAt)}</Line>
        <Line label="Description">{receipt.description}</Line>
        <Line label="Type">{typeText(receipt.type)}</Line>
        <Line label="Amount">{formatMoney(receipt.amount)}</Line>
        <Line label="Fee">{formatMoney(receipt.fee)}</Line>
        <Line label="Status">
          <StatusBadge status={receipt.status} />
        </Line>
        <Line label="Account">
          {receipt.account} {maskedNumber(receipt.accountNumber)}
        </Line>
        {receipt.details ? <Line label="Details">{receipt.details}</Line> : null}
        {receipt.reason ? <Line label="Reason">{receipt.reason}</Line> : null}
      </dl>
      {receipt.category ? (
        <CategoryField key={receipt._id} id={receipt._id} category={receipt.category} />
      ) : null}
      {counterparty.length > 0 ? (
        <>
          <h3 className="receipt__heading">Counterparty</h3>
          <dl className="facts">
            {counterparty.map(([label, value]) => (
              <Line key={label} label={label}>
                {value}
              </Line>
            ))}
          </dl>
        </>
      ) : null}
      <h3 className="receipt__heading">Ledger postings</h3>
      {receipt.postings.length === 0 ? (
        // A pending cheque has moved no money yet: an empty table would look broken.
        <p className="muted">No money has moved yet; the entries appear once it is confirmed.</p>
      ) : (
        <PostingsTable postings={receipt.postings} />
      )}
    </div>
  );
}
