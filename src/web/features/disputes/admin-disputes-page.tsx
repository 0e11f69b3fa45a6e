import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { disputeMessages as text } from '../../../shared/financial-crime-messages';
import { DISPUTE_QUEUE_FILTERS, type QueuedDispute } from '../../../shared/schemas/disputes';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CustomerCell } from '../../components/ui/customer-cell';
import { DataTable, type Column } from '../../components/ui/data-table';
import { FormMessage } from '../../components/ui/form-message';
import { Notice, type NoticeValue } from '../../components/ui/notice';
import { PageHeader } from '../../components/ui/page-header';
import { Select } from '../../components/ui/select';
import { errorText } from '../../lib/api-client';
import { formatMoney } from '../../lib/format-money';
import { useDisputeQueue, useStaffDispute, type QueueFilter } from './api/use-disputes-queue';
import { DisputeDetail } from './components/dispute-detail';

const columns: Array<Column<QueuedDispute>> = [
  { header: 'Dispute', cell: (d) => d.reference, sub: (d) => d.paymentReference },
  { header: 'Customer', cell: (d) => <CustomerCell customer={d.customer} />, wrap: true },
  { header: 'Problem', cell: (d) => text.reasons[d.reason], wrap: true },
  { header: 'Amount', cell: (d) => formatMoney(d.amount), numeric: true },
  {
    header: 'Provisional credit',
    cell: (d) => (d.provisionallyCredited ? text.credited : `${text.notCredited}: by ${d.provisionalDueOn}`),
    sub: (d) => text.businessDay(d.businessDay),
    wrap: true,
  },
  {
    header: 'Decision due',
    cell: (d) =>
      d.overdue ? (
        <span className="pill tone-danger">
          {text.overdue}: {d.decisionDueOn}
        </span>
      ) : (
        d.decisionDueOn
      ),
    sub: (d) => (d.extendedBecause ? text.extended[d.extendedBecause] : null),
    wrap: true,
  },
  {
    header: 'Status',
    cell: (d) => text.statuses[d.status],
    sub: (d) => (d.reversalDueOn ? `Reversal on ${d.reversalDueOn}` : null),
    wrap: true,
  },
];

function OpenDispute({ item, onDecided }: { item: QueuedDispute; onDecided: (t: string) => void }) {
  const one = useStaffDispute(item);
  if (one.isPending) return <p role="status">{text.queueLoading}</p>;
  if (one.isError)
    return <FormMessage tone="error">{errorText(one.error, messages.generic.internal)}</FormMessage>;
  return <DisputeDetail dispute={one.data} onDecided={onDecided} />;
}

/** `/admin/disputes`: the disputes queue with its Regulation E timers; opening one is a staff read. */
export function AdminDisputesPage() {
  const [status, setStatus] = useState<QueueFilter>('open');
  const [opened, setOpened] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeValue>(null);
  const queue = useDisputeQueue(status);
  return (
    <div className="page bo-page">
      <PageHeader title={text.queueTitle} subtitle={text.queueSubtitle} />
      <Card className="card-stack" title={text.queueFilters[status]}>
        <Notice notice={notice} />
        <div className="field-row">
          <Select
            label="Show"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as QueueFilter);
              setOpened(null);
            }}
            options={DISPUTE_QUEUE_FILTERS.map((f) => ({ value: f, label: text.queueFilters[f] }))}
          />
        </div>
        <DataTable
          label={text.queueTitle}
          columns={columns}
          rows={queue.data}
          rowKey={(d) => d._id}
          loading={queue.isPending}
          loadingText={text.queueLoading}
          error={queue.isError ? errorText(queue.error, messages.generic.internal) : null}
          emptyText={text.queueEmpty}
          actionsHeader="Open"
          rowActions={(d) => (
            <Button
              variant="secondary"
              className="button--small"
              aria-expanded={opened === d._id}
              aria-label={`${opened === d._id ? text.close : text.open} ${d.reference}`}
              onClick={() => {
                setNotice(null);
                setOpened(opened === d._id ? null : d._id);
              }}
            >
              {opened === d._id ? text.close : text.open}
            </Button>
          )}
          detail={(d) =>
            opened === d._id ? (
              <OpenDispute
                item={d}
                onDecided={(t) => {
                  setOpened(null);
                  setNotice({ tone: 'success', text: t });
                }}
              />
            ) : null
          }
        />
      </Card>
    </div>
  );
}
