import { messages } from '../../../shared/messages';
import { DEPOSIT_STATUSES, type AdminDeposit } from '../../../shared/schemas/deposits';
import { formatMoney } from '../../lib/format-money';
import { DecisionQueue, type QueueConfig } from '../../components/ui/decision-queue';
import { QueuedCheque } from './components/queued-cheque';
import './deposits.css';

const config: QueueConfig<AdminDeposit> = {
  title: 'Cheque Deposits',
  subtitle: 'Look at each cheque, then approve or reject it.',
  path: '/admin/deposits',
  statuses: DEPOSIT_STATUSES,
  heading: (status) => `${status} cheques`,
  regionLabel: 'Cheque deposits waiting for a decision',
  loadingText: messages.chequeDeposit.adminLoading,
  emptyText: () => messages.chequeDeposit.adminEmpty,
  itemName: (deposit) => deposit.reference,
  // Approving credits the cheque's amount to the customer.
  confirmApproval: (d) =>
    messages.moneyFirst.approveQuestion('cheque', formatMoney(d.amount), d.customer.name),
  reject: { formLabel: () => 'Reject cheque' },
  done: (deposit, _decision, answer) => `${answer.message} ${deposit.reference}`,
  renderItem: (deposit, parts) => <QueuedCheque key={deposit._id} deposit={deposit} parts={parts} />,
};

/** `/admin/deposits`: look at each cheque, then approve it (the money arrives) or reject it with a reason. */
export const AdminDepositsPage = () => <DecisionQueue config={config} />;
