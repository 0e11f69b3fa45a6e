import { Link } from 'react-router';
import { messages } from '../../../shared/messages';
import type { Transaction } from '../../../shared/schemas/transfers';
import { CustomerCell } from '../../components/ui/customer-cell';
import { DateTime } from '../../components/ui/date-time';
import { DecisionQueue, type QueueConfig } from '../../components/ui/decision-queue';
import { formatMoney } from '../../lib/format-money';

type QueuedTransfer = Transaction & { customer: { _id: string; name: string; email: string } };

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
          <span key={index} className={index ? 'data-table__sub' : undefined}>
            {line}
          </span>
        ) : null,
      )}
    </>
  );
}

const config: QueueConfig<QueuedTransfer> = {
  title: 'Transfers',
  subtitle: 'Outgoing transfers waiting to be settled or returned, oldest first.',
  headerActions: (
    <Link className="button button--secondary" to="/admin/dashboard">
      Back to users
    </Link>
  ),
  path: '/admin/transfers',
  statuses: ['Processing'],
  isOpen: () => true,
  heading: () => 'Processing transfers',
  regionLabel: 'Transfers waiting for a decision',
  loadingText: messages.adminTransfers.loading,
  emptyText: () => messages.adminTransfers.empty,
  errorFallback: messages.generic.internal,
  columns: () => [
    { header: 'Reference', cell: (t) => t.reference, className: 'data-table__mono' },
    { header: 'Customer', cell: (t) => <CustomerCell customer={t.customer} />, wrap: true },
    { header: 'Description', cell: (t) => t.description, wrap: true },
    { header: 'Amount', cell: (t) => formatMoney(t.amount), numeric: true },
    { header: 'Fee', cell: (t) => formatMoney(t.fee), numeric: true },
    { header: 'Destination', cell: (t) => <Destination counterparty={t.counterparty} />, wrap: true },
    { header: 'Date', cell: (t) => <DateTime iso={t.createdAt} /> },
  ],
  itemName: (t) => t.reference,
  approveLabel: 'Settle',
  rejectLabel: 'Return',
  reject: {
    formLabel: (t) => `Return ${t.reference}`,
    fieldLabel: 'Reason for return',
    submitLabel: 'Confirm return',
    busyLabel: 'Returning…',
  },
  done: (t, decision) =>
    decision === 'approve'
      ? messages.adminTransfers.settled(t.reference)
      : messages.adminTransfers.returned(t.reference),
};

/** `/admin/transfers`: settle (Successful) or return (Failed, money and fee back) outgoing transfers. */
export function AdminTransfersPage() {
  return <DecisionQueue config={config} />;
}
