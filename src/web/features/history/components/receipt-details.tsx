import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatMoney } from '../../../lib/format-money';
import { maskedNumber } from '../../../lib/accounts-query';
import type { Receipt } from '../api/use-receipt';
import { localDateTime } from '../../../lib/format-date';
import { counterpartyLines, postingLabel, typeText } from '../history-labels';
import { CategoryField } from './category-field';
import { StatusBadge } from './status-badge';
import { Facts } from '../../../components/ui/facts';

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
      <Facts
        lines={[
          [
            'Reference',
            <span key="ref" className="mono">
              {receipt.reference}
            </span>,
          ],
          ['Date', localDateTime(receipt.createdAt)],
          ['Description', receipt.description],
          ['Type', typeText(receipt.type)],
          ['Amount', formatMoney(receipt.amount)],
          ['Fee', formatMoney(receipt.fee)],
          ['Status', <StatusBadge key="status" status={receipt.status} />],
          ['Account', `${receipt.account} ${maskedNumber(receipt.accountNumber)}`],
          ['Details', receipt.details || null],
          ['Reason', receipt.reason || null],
        ]}
      />
      {receipt.category ? (
        <CategoryField key={receipt._id} id={receipt._id} category={receipt.category} />
      ) : null}
      {counterparty.length > 0 ? (
        <>
          <h3 className="text-md">Counterparty</h3>
          <Facts lines={counterparty} />
        </>
      ) : null}
      <h3 className="text-md">Ledger postings</h3>
      {receipt.postings.length === 0 ? (
        // A pending cheque has moved no money yet: an empty table would look broken.
        <p className="muted">No money has moved yet; the entries appear once it is confirmed.</p>
      ) : (
        <PostingsTable postings={receipt.postings} />
      )}
    </div>
  );
}
