import { messages } from '../../../shared/messages';
import { LOAN_STATUSES, type QueuedLoan } from '../../../shared/schemas/loans';
import { CustomerCell } from '../../components/ui/customer-cell';
import { DateTime } from '../../components/ui/date-time';
import { DecisionQueue, type QueueConfig } from '../../components/ui/decision-queue';
import { formatMoney } from '../../lib/format-money';

const describe = (loan: QueuedLoan) =>
  `${loan.type} of ${formatMoney(loan.amount)} for ${loan.customer.name}`;

const config: QueueConfig<QueuedLoan> = {
  title: 'Loans',
  subtitle: 'Loan requests waiting for a decision, oldest first.',
  path: '/admin/loans',
  statuses: LOAN_STATUSES,
  heading: (status) => `${status} loans`,
  regionLabel: 'Loans waiting for a decision',
  loadingText: messages.loans.adminLoading,
  emptyText: () => messages.loans.adminEmpty,
  columns: () => [
    { header: 'Customer', cell: (l) => <CustomerCell customer={l.customer} kycWarning />, wrap: true },
    { header: 'Amount', cell: (l) => formatMoney(l.amount), numeric: true },
    { header: 'Type', cell: (l) => l.type, sub: (l) => `${l.annualRate.toFixed(2)} %` },
    { header: 'Duration', cell: (l) => l.duration },
    { header: 'Repayment', cell: (l) => l.repayment },
    { header: 'Account', cell: (l) => l.account },
    { header: 'Date', cell: (l) => <DateTime iso={l.createdAt} /> },
  ],
  family: 'loan',
  itemName: describe,
  // Approving pays the loan out at once.
  confirmApproval: (l) => messages.moneyFirst.approveQuestion('loan', formatMoney(l.amount), l.customer.name),
  done: (l, decision) =>
    `${decision === 'approve' ? messages.loans.approved : messages.loans.rejected} ${describe(l)}.`,
  detail: (l) => (l.details ? <p className="data-table__sub">Details: {l.details}</p> : null),
};

/** `/admin/loans`: approve (the money is paid out at once) or reject with a reason. */
export const AdminLoansPage = () => <DecisionQueue config={config} />;
