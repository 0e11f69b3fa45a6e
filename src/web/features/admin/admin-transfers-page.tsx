import { messages } from '../../../shared/messages';
import type { QueuedTransfer } from '../../../shared/schemas/transfers';
import { CustomerCell } from '../../components/ui/customer-cell';
import { DateTime } from '../../components/ui/date-time';
import { DecisionQueue, type QueueConfig } from '../../components/ui/decision-queue';
import { formatMoney } from '../../lib/format-money';
import { ButtonLink } from '../../components/ui/button';

/** Where the money goes: bank and country, or (`second`) account and bank code. */
function destination({ counterparty: c }: QueuedTransfer, second = false): string {
  const parts = second
    ? [c.accountName, c.accountNumber, c.routingNumber]
    : [c.bankName, c.bankCountryName ?? c.bankCountry];
  return parts.filter(Boolean).join(' · ');
}

const config: QueueConfig<QueuedTransfer> = {
  title: 'Transfers',
  subtitle: 'Outgoing transfers waiting to be settled or returned, oldest first.',
  headerActions: (
    <ButtonLink variant="secondary" to="/admin/dashboard">
      Back to users
    </ButtonLink>
  ),
  path: '/admin/transfers',
  statuses: ['Processing'],
  heading: () => 'Processing transfers',
  regionLabel: 'Transfers waiting for a decision',
  loadingText: messages.adminTransfers.loading,
  emptyText: () => messages.adminTransfers.empty,
  columns: () => [
    { header: 'Reference', cell: (t) => t.reference, className: 'data-table__mono' },
    { header: 'Customer', cell: (t) => <CustomerCell customer={t.customer} />, wrap: true },
    { header: 'Description', cell: (t) => t.description, wrap: true },
    { header: 'Amount', cell: (t) => formatMoney(t.amount), numeric: true },
    { header: 'Fee', cell: (t) => formatMoney(t.fee), numeric: true },
    { header: 'Destination', cell: (t) => destination(t), sub: (t) => destination(t, true), wrap: true },
    { header: 'Date', cell: (t) => <DateTime iso={t.createdAt} /> },
  ],
  itemName: (t) => t.reference,
  // Settling sends the money out of the bank.
  confirmApproval: (t) =>
    messages.moneyFirst.approveQuestion('transfer', formatMoney(t.amount), t.customer.name),
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
export const AdminTransfersPage = () => <DecisionQueue config={config} />;
