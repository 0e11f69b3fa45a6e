import { lazy, Suspense, useMemo } from 'react';
import { messages } from '../../../../shared/messages';
import type { Insights } from '../../../../shared/schemas/insights';
import { formatMoney } from '../../../lib/format-money';
import { useInsights } from '../api/use-insights';
import { Card } from '../../../components/ui/card';

// Chart.js loads only when the dashboard shows a chart, in its own chunk.
const SpendingChart = lazy(() => import('./insights-charts').then((m) => ({ default: m.SpendingChart })));
const FlowsChart = lazy(() => import('./insights-charts').then((m) => ({ default: m.FlowsChart })));

function SpendingTable({ spending }: { spending: Insights['spending'] }) {
  return (
    <table className="visually-hidden">
      <caption>{messages.insights.spendingTitle}</caption>
      <thead>
        <tr>
          <th scope="col">Category</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {spending.map((s) => (
          <tr key={s.category}>
            <th scope="row">{s.category}</th>
            <td>{formatMoney(s.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FlowsTable({ months }: { months: Insights['months'] }) {
  return (
    <table className="visually-hidden">
      <caption>{messages.insights.flowsTitle}</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Money in</th>
          <th scope="col">Money out</th>
        </tr>
      </thead>
      <tbody>
        {months.map((m) => (
          <tr key={m.month}>
            <th scope="row">{m.month}</th>
            <td>{formatMoney(m.moneyIn)}</td>
            <td>{formatMoney(m.moneyOut)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Where the money went this month, by category, and money in and out for a year: charts with text tables. */
export function SpendingInsights() {
  const { data } = useInsights();
  const spending = useMemo(() => data?.spending ?? [], [data]);
  const months = useMemo(() => data?.months ?? [], [data]);
  if (!data) return null;
  return (
    <div className="grid gap-4 dashboard__insights">
      <Card className="panel" title={messages.insights.spendingTitle}>
        {spending.length === 0 ? (
          <p className="muted">{messages.insights.noSpending}</p>
        ) : (
          <>
            <div className="relative min-w-0 dashboard__chart">
              <Suspense fallback={null}>
                <SpendingChart spending={spending} />
              </Suspense>
            </div>
            <SpendingTable spending={spending} />
          </>
        )}
      </Card>
      <Card className="panel" title={messages.insights.flowsTitle}>
        <div className="relative min-w-0 dashboard__chart">
          <Suspense fallback={null}>
            <FlowsChart months={months} />
          </Suspense>
        </div>
        <FlowsTable months={months} />
      </Card>
    </div>
  );
}
