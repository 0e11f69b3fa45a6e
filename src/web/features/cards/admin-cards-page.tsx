import { messages } from '../../../shared/messages';
import type { QueuedCardApplication } from '../../../shared/schemas/cards';
import { CustomerCell } from '../../components/ui/customer-cell';
import { DecisionQueue, type QueueConfig } from '../../components/ui/decision-queue';
import { formatMoney } from '../../lib/format-money';
import { LocalTime } from '../../components/ui/local-time';

const config: QueueConfig<QueuedCardApplication> = {
  title: 'Card applications',
  subtitle: 'Approve to issue the card; a rejection refunds the $50 fee.',
  path: '/admin/cards',
  heading: (status) => `${status} applications`,
  regionLabel: 'Card applications',
  loadingText: messages.adminCards.loading,
  emptyText: () => messages.adminCards.empty,
  columns: () => [
    { header: 'Customer', cell: (a) => <CustomerCell customer={a.customer} kycWarning />, wrap: true },
    { header: 'Card', cell: (a) => a.brand },
    { header: 'Account', cell: (a) => a.account, sub: (a) => a.accountNumber },
    { header: 'Fee', cell: (a) => formatMoney(a.fee), numeric: true },
    { header: 'Date', cell: (a) => <LocalTime iso={a.createdAt} /> },
  ],
  family: 'cardApplication',
  itemName: (a) => `${a.brand} for ${a.customer.name}`,
  reject: { requiredMessage: messages.adminCards.reasonRequired },
  done: (a, decision) =>
    (decision === 'approve' ? messages.adminCards.approved : messages.adminCards.rejected)(
      a.brand,
      a.customer.name,
    ),
};

/** `/admin/cards`: approve (the card is issued) or reject with a reason (the fee is refunded). */
export const AdminCardsPage = () => <DecisionQueue config={config} />;
