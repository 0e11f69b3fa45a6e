import { Link, useParams } from 'react-router';
import { monitoringMessages as texts } from '../../../shared/financial-crime-messages';
import type { CaseDetail } from '../../../shared/schemas/cases';
import { Card } from '../../components/ui/card';
import { DataTable, type Column } from '../../components/ui/data-table';
import { DateTime } from '../../components/ui/date-time';
import { Facts } from '../../components/ui/facts';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { StatusBadge } from '../../components/ui/status-badge';
import { errorText } from '../../lib/api-client';
import { formatMoney } from '../../lib/format-money';
import { useCase } from './api/use-cases';
import { AssignCard, ClosureCard, NotesCard } from './components/case-actions';
import { DueDate } from './components/due-date';

type Alert = CaseDetail['alerts'][number];
type Payment = CaseDetail['payments'][number];

const alertColumns: Array<Column<Alert>> = [
  { header: 'Rule', cell: (a) => texts.ruleLabels[a.rule] },
  { header: 'What', cell: (a) => a.detail, wrap: true },
  { header: 'When', cell: (a) => <DateTime iso={a.triggeredAt} /> },
  { header: 'Payments', cell: (a) => String(a.paymentIds.length), numeric: true },
];

const paymentColumns: Array<Column<Payment>> = [
  { header: 'Reference', cell: (p) => <span className="mono">{p.reference}</span> },
  { header: 'Date', cell: (p) => <DateTime iso={p.createdAt} /> },
  { header: 'Description', cell: (p) => p.description, sub: (p) => p.counterparty || null, wrap: true },
  {
    header: 'Amount',
    cell: (p) => `${p.type === 'withdrawal' ? '−' : '+'}${formatMoney(p.amount)}`,
    numeric: true,
  },
  { header: 'Status', cell: (p) => <StatusBadge family="transaction" status={p.status} /> },
];

/** `/admin/cases/:reference`: one case, read with the case itself as the staff reason. */
export function CasePage() {
  const { reference = '' } = useParams();
  const found = useCase(reference);
  const detail = found.data;
  return (
    <div className="page bo-page stack">
      <PageHeader title={`Case ${reference}`} subtitle={<Link to="/admin/cases">Back to cases</Link>} />
      {found.isPending ? <p role="status">{texts.caseLoading}</p> : null}
      {found.isError ? (
        <FormMessage tone="error">{errorText(found.error, 'The case could not be loaded.')}</FormMessage>
      ) : null}
      {detail ? <CaseBody detail={detail} /> : null}
    </div>
  );
}

function CaseBody({ detail }: { detail: CaseDetail }) {
  const closed = detail.closedAt !== null;
  return (
    <>
      <Card className="card-stack" title="Summary">
        <Facts
          lines={[
            [
              'Status',
              <StatusBadge
                key="s"
                family="case"
                status={detail.status}
                text={texts.statusLabels[detail.status]}
              />,
            ],
            ['Customer', `${detail.customer.name} (${detail.customer.email})`],
            ['Opened', <DateTime key="o" iso={detail.openedAt} />],
            [texts.due, <DueDate key="d" summary={detail} />],
            closed ? ['Closed', <DateTime key="c" iso={detail.closedAt} />] : null,
            closed && detail.closure
              ? [
                  'Outcome',
                  `${texts.outcomeLabels[detail.closure.outcome]}${detail.closure.sarReference ? ` (${detail.closure.sarReference})` : ''}, approved by ${detail.closure.closedBy ?? ''}`,
                ]
              : null,
          ]}
        />
      </Card>
      <Card className="card-stack" title={texts.alertsTitle}>
        <DataTable
          label={texts.alertsTitle}
          columns={alertColumns}
          rows={detail.alerts}
          rowKey={(a) => a._id}
        />
      </Card>
      <Card className="card-stack" title={texts.paymentsTitle}>
        <DataTable
          label={texts.paymentsTitle}
          columns={paymentColumns}
          rows={detail.payments}
          rowKey={(p) => p._id}
          emptyText="No payments: this alert is not about a payment."
        />
      </Card>
      {closed ? null : <AssignCard detail={detail} />}
      <NotesCard detail={detail} />
      {closed ? null : <ClosureCard detail={detail} />}
    </>
  );
}
