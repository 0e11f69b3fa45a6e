import { Link } from 'react-router';
import { FormMessage } from '../../../components/ui/form-message';
import { errorText } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';
import { useOverview } from '../api/use-overview';
import './overview-strip.css';
import { Facts } from '../../../components/ui/facts';
import { Card } from '../../../components/ui/card';

/** Each work queue, the page that works it and its tile's label. */
const QUEUES = [
  { key: 'transfers', label: 'Transfers to settle', to: '/admin/transfers' },
  { key: 'loans', label: 'Loans', to: '/admin/loans' },
  { key: 'cards', label: 'Cards', to: '/admin/cards' },
  { key: 'deposits', label: 'Cheque deposits', to: '/admin/deposits' },
  { key: 'kyc', label: 'KYC', to: '/admin/kyc' },
  { key: 'tickets', label: 'Tickets', to: '/admin/tickets' },
  { key: 'credits', label: 'Credits awaiting approval', to: '/admin/credits' },
  { key: 'cases', label: 'Open cases', to: '/admin/cases' },
  { key: 'alerts', label: 'Alerts in open cases', to: '/admin/cases' },
] as const;

const count = new Intl.NumberFormat('en-US');
/** A total: bold, its digits lined up, a long sum wrapping rather than widening the strip. */
const total = 'm-0 bold tabular break-anywhere';

/** The bank at a glance: how much work waits in each queue, and the totals. */
export function OverviewStrip() {
  const overview = useOverview();
  const data = overview.data;
  return (
    <Card className="stack" title="Overview">
      {overview.isPending ? <p role="status">Loading the overview...</p> : null}
      {overview.isError ? (
        <FormMessage tone="error">
          {errorText(overview.error, 'The overview could not be loaded.')}
        </FormMessage>
      ) : null}
      {data ? (
        <>
          <ul className="plain-list gap-3 overview__queues" aria-label="Work queues">
            {QUEUES.map((queue) => {
              const waiting = data.queues[queue.key] ?? 0;
              return (
                <li key={queue.key}>
                  <Link
                    className={`grid gap-1 rounded bordered bg-muted overview__tile${waiting > 0 ? ' overview__tile--waiting' : ''}`}
                    to={queue.to}
                  >
                    <span className="bold tabular overview__count">{count.format(waiting)}</span>{' '}
                    <span className="note strong">{queue.label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
          <Facts
            className="facts gap-3 overview__totals"
            lineClassName="rounded bg-muted accent-edge overview__total"
            termClassName="note"
            lines={[
              ['Customers', count.format(data.totals.customers), total],
              ['Money held in customer accounts', formatMoney(data.totals.moneyHeld), total],
              ['Fees earned this month', formatMoney(data.totals.feesThisMonth), total],
            ]}
          />
        </>
      ) : null}
    </Card>
  );
}
