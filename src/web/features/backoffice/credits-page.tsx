import { messages } from '../../../shared/messages';
import { Link } from 'react-router';
import { DateTime } from '../../components/ui/date-time';
import { DecisionQueue, type QueueConfig } from '../../components/ui/decision-queue';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatMoney } from '../../lib/format-money';
import { queryKeys } from '../../lib/query-keys';
import type { ApprovalRequest } from '../../../shared/schemas/backoffice';
import { backofficeTexts } from './backoffice-texts';

const kindLabel = (credit: ApprovalRequest) => backofficeTexts.approvalKinds[credit.kind];
const describe = (credit: ApprovalRequest) =>
  `${kindLabel(credit).toLowerCase()} for ${credit.customer.name}`;

const config: QueueConfig<ApprovalRequest> = {
  title: 'Credits',
  subtitle:
    'Credits, loan and cheque approvals and transfer settlements above the four-eyes limit, and new administrators, wait here for a second administrator. Nobody approves their own request.',
  path: '/admin/credits',
  alsoRefresh: [queryKeys.admin.overview, queryKeys.admin.users.all],
  filter: 'tabs',
  statusLabels: { Pending: 'Awaiting approval', Approved: 'Approved', Rejected: 'Rejected' },
  heading: () => 'Approval requests',
  regionLabel: 'Approval requests',
  loadingText: backofficeTexts.creditsLoading,
  emptyText: backofficeTexts.creditsEmpty,
  errorFallback: 'The decision was not recorded.',
  loadError: 'The requests could not be loaded.',
  columns: ({ status }) => [
    { header: 'What', cell: kindLabel },
    {
      header: 'Customer',
      wrap: true,
      cell: (c) => <Link to={`/admin/users/${encodeURIComponent(c.customer._id)}`}>{c.customer.name}</Link>,
      sub: (c) => c.customer.email,
    },
    { header: 'Amount', cell: (c) => (c.amount === null ? '—' : formatMoney(c.amount)), numeric: true },
    { header: 'Reason', cell: (c) => c.reason || '—', wrap: true },
    { header: 'Requested by', cell: (c) => c.requestedBy.email, wrap: true },
    { header: 'Date', cell: (c) => <DateTime iso={c.createdAt} /> },
    ...(status === 'Pending'
      ? []
      : [
          { header: 'Decided by', cell: (c: ApprovalRequest) => c.decidedBy || '—', wrap: true },
          { header: 'Decision reason', cell: (c: ApprovalRequest) => c.decisionReason || '—', wrap: true },
        ]),
  ],
  decided: (c) => <StatusBadge family="decision" status={c.status} />,
  itemName: describe,
  // The second administrator's approval moves the money (a new administrator moves none).
  confirmApproval: (c) =>
    c.amount === null
      ? null
      : messages.moneyFirst.approveQuestion(
          kindLabel(c).toLowerCase(),
          formatMoney(c.amount),
          c.customer.name,
        ),
  reject: {
    formLabel: (c) => `Reject the ${describe(c)}`,
    fieldLabel: 'Reason for rejecting (optional)',
    submitLabel: 'Confirm reject',
    required: false,
  },
  done: (c, _decision, answer) =>
    `${answer.message} (${kindLabel(c)}${c.amount === null ? '' : ` of ${formatMoney(c.amount)}`} for ${c.customer.name})`,
};

/** `/admin/credits`: the four-eyes queue. A second administrator approves or rejects; the requester cannot. */
export const CreditsPage = () => <DecisionQueue config={config} />;
