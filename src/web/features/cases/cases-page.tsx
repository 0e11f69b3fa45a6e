import { useState } from 'react';
import { Link } from 'react-router';
import { monitoringMessages as texts } from '../../../shared/financial-crime-messages';
import { CASE_FILTERS, type CaseSummary } from '../../../shared/schemas/cases';
import { Card } from '../../components/ui/card';
import { CustomerCell } from '../../components/ui/customer-cell';
import { DataTable, type Column } from '../../components/ui/data-table';
import { DateTime } from '../../components/ui/date-time';
import { PageHeader } from '../../components/ui/page-header';
import { Select } from '../../components/ui/select';
import { StatusBadge } from '../../components/ui/status-badge';
import { useCases } from './api/use-cases';
import { DueDate } from './components/due-date';

const FILTER_LABELS: Record<(typeof CASE_FILTERS)[number], string> = {
  active: 'Open and investigating',
  ...texts.statusLabels,
};

const columns: Array<Column<CaseSummary>> = [
  {
    header: 'Case',
    cell: (c) => (
      <Link to={`/admin/cases/${c.reference}`} aria-label={`Open case ${c.reference}`}>
        {c.reference}
      </Link>
    ),
  },
  { header: 'Customer', cell: (c) => <CustomerCell customer={c.customer} />, wrap: true },
  {
    header: 'Status',
    cell: (c) => <StatusBadge family="case" status={c.status} text={texts.statusLabels[c.status]} />,
    sub: (c) => (c.closurePending ? texts.closurePendingBadge : null),
  },
  {
    header: 'Alerts',
    cell: (c) => String(c.alertCount),
    sub: (c) => c.rules.map((r) => texts.ruleLabels[r]).join(', '),
    wrap: true,
  },
  { header: 'Assigned to', cell: (c) => c.assignedTo?.name ?? texts.unassigned, wrap: true },
  { header: 'Opened', cell: (c) => <DateTime iso={c.openedAt} /> },
  { header: texts.due, cell: (c) => <DueDate summary={c} /> },
];

/** `/admin/cases`: monitoring cases, one per customer, oldest first; a case opens on its own page. */
export function CasesPage() {
  const [status, setStatus] = useState<(typeof CASE_FILTERS)[number]>('active');
  const cases = useCases(status);
  const rows = cases.data?.pages.flatMap((p) => p.items);
  return (
    <div className="page bo-page">
      <PageHeader title={texts.queueTitle} subtitle={texts.queueSubtitle} />
      <Card className="card-stack" title="Cases">
        <Select
          label="Show"
          name="status"
          value={status}
          options={CASE_FILTERS.map((f) => ({ value: f, label: FILTER_LABELS[f] }))}
          onChange={(event) => setStatus(event.target.value as (typeof CASE_FILTERS)[number])}
        />
        <DataTable
          label="Cases"
          columns={columns}
          rows={rows}
          rowKey={(c) => c._id}
          loading={cases.isPending}
          loadingText={texts.queueLoading}
          error={cases.isError ? 'The cases could not be loaded.' : null}
          emptyText={texts.queueEmpty}
          pager={{
            hasMore: Boolean(cases.hasNextPage),
            loading: cases.isFetchingNextPage,
            onMore: () => void cases.fetchNextPage(),
          }}
        />
      </Card>
    </div>
  );
}
