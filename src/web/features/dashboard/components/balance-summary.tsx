import { formatMoney } from '../../../lib/format-money';

type BalanceSummaryProps = { loanBalance?: number; savingsBalance?: number; balance?: number };

/** Loan, savings and current balance, one line each. */
export function BalanceSummary({ loanBalance, savingsBalance, balance }: BalanceSummaryProps) {
  const lines = [
    { label: 'Loan Balance', value: loanBalance },
    { label: 'Savings Balance', value: savingsBalance },
    { label: 'Current Balance', value: balance },
  ];
  return (
    <section className="card summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="subtitle">
        Balances
      </h2>
      <dl className="facts">
        {lines.map((line) => (
          <div key={line.label} className="facts__line">
            <dt>{line.label}</dt>
            <dd>{formatMoney(line.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
