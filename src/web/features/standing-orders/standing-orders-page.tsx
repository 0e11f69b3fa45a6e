import { useState } from 'react';
import { errorMessages, messages } from '../../../shared/messages';
import { accountGapMessages } from '../../../shared/account-messages';
import type { StandingOrder } from '../../../shared/schemas/standing-orders';
import { Button, ButtonLink } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { Dialog } from '../../components/ui/dialog';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { maskedNumber } from '../../lib/accounts-query';
import { errorText } from '../../lib/api-client';
import { formatMoney } from '../../lib/format-money';
import { useStepUp } from '../../components/ui/step-up';
import {
  resumeStandingOrder,
  useCancelStandingOrder,
  useResumeStandingOrder,
  useStandingOrders,
} from './use-standing-orders';
import { MoveOrderDialog } from './move-order-dialog';

const REPEATS: Record<StandingOrder['frequency'], string> = {
  once: 'Once',
  weekly: 'Every week',
  monthly: 'Every month',
};

function ends(o: StandingOrder): string | null {
  if (o.frequency === 'once') return null;
  if (o.count) return `${o.count} payments`;
  return o.endDate ? `until ${o.endDate}` : 'until cancelled';
}

/** A refusal's words, as the transfer pages would show them. */
const reasonText = (code: string) =>
  (errorMessages as Record<string, string>)[code] ?? code.replaceAll('_', ' ');

function History({ order }: { order: StandingOrder }) {
  if (order.history.length === 0) return null;
  return (
    <ul className="plain-list" aria-label={`Past runs to ${order.accountName}`}>
      {order.history.map((run) => (
        <li key={run.dueDate}>
          {run.dueDate}: {run.status}
          {run.attempt > 1 ? ' (retried)' : ''}
          {run.reason && run.status !== 'Successful' ? ` — ${reasonText(run.reason)}` : ''}
        </li>
      ))}
    </ul>
  );
}

/** `/StandingOrders`: payments the bank sends by itself, with their next date and past runs; cancel any. */
export function StandingOrdersPage() {
  const orders = useStandingOrders();
  const cancel = useCancelStandingOrder();
  const resume = useResumeStandingOrder();
  const stepUp = useStepUp();
  const [confirming, setConfirming] = useState<StandingOrder | null>(null);
  const [movingOpen, setMovingOpen] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  return (
    <div className="page stack">
      <PageHeader
        title={messages.standingOrders.title}
        subtitle={messages.standingOrders.subtitle}
        actions={
          <div className="row-wrap">
            <ButtonLink to="/LocalTransfer">New standing order</ButtonLink>
            <Button variant="secondary" onClick={() => setMovingOpen(true)} aria-haspopup="dialog">
              {accountGapMessages.moveOrderNew}
            </Button>
          </div>
        }
      />
      <section className="card panel">
        <DataTable
          label="Standing orders"
          rows={orders.data}
          rowKey={(o) => o._id}
          loading={orders.isPending}
          loadingText={messages.standingOrders.loading}
          error={orders.isError ? errorText(orders.error, messages.generic.internal) : null}
          emptyText={messages.standingOrders.empty}
          columns={[
            {
              header: 'To',
              cell: (o) => o.accountName,
              sub: (o) =>
                o.type === 'move'
                  ? `${accountGapMessages.ownAccount} ${maskedNumber(o.accountNumber)}, from ${o.paymentAccount}`
                  : `${o.bankName} ${o.accountNumber}`,
            },
            { header: 'Amount', cell: (o) => formatMoney(o.amount), numeric: true },
            { header: 'Repeats', cell: (o) => REPEATS[o.frequency], sub: ends },
            { header: 'Next date', cell: (o) => o.nextDate ?? '—' },
            { header: 'Status', cell: (o) => o.status, sub: (o) => `${o.runs} paid` },
          ]}
          actionsHeader="Actions"
          rowActions={(o) =>
            o.status === 'Active' ? (
              <Button
                variant="danger"
                onClick={() => setConfirming(o)}
                aria-label={`Cancel the order to ${o.accountName}`}
              >
                Cancel
              </Button>
            ) : o.status === 'Paused' ? (
              <Button
                disabled={resume.isPending}
                onClick={() => resume.mutate(() => stepUp.run(() => resumeStandingOrder(o._id)))}
                aria-label={`Resume the order to ${o.accountName}`}
              >
                Resume
              </Button>
            ) : null
          }
          detail={(o) => (o.history.length ? <History order={o} /> : null)}
        />
        <FormMessage tone="success">
          {created ??
            (cancel.isSuccess
              ? messages.standingOrders.cancelled
              : resume.isSuccess
                ? messages.standingOrders.resumed
                : null)}
        </FormMessage>
        <FormMessage tone="error">
          {resume.isError ? errorText(resume.error, messages.generic.internal) : null}
        </FormMessage>
        {stepUp.dialog}
      </section>
      <MoveOrderDialog
        open={movingOpen}
        onClose={(message) => {
          if (message) setCreated(message);
          setMovingOpen(false);
        }}
      />
      <Dialog
        open={Boolean(confirming)}
        onClose={() => setConfirming(null)}
        title="Cancel standing order"
        closeLabel="Keep it"
        actions={
          <Button
            variant="danger"
            disabled={cancel.isPending}
            onClick={() =>
              confirming && cancel.mutate(confirming._id, { onSuccess: () => setConfirming(null) })
            }
          >
            Cancel standing order
          </Button>
        }
      >
        <p>
          No more payments of {formatMoney(confirming?.amount)} to {confirming?.accountName} will be made.
          Payments already made stay on your statement.
        </p>
        <FormMessage tone="error">
          {cancel.isError ? errorText(cancel.error, messages.generic.internal) : null}
        </FormMessage>
      </Dialog>
    </div>
  );
}
