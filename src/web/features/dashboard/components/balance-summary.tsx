import { formatMoney } from '../../../lib/format-money';
import { Facts, type Fact } from '../../../components/ui/facts';
import { Card } from '../../../components/ui/card';

type BalanceSummaryProps = { loanBalance?: number; savingsBalance?: number; balance?: number };

/** Loan, savings and current balance, one line each. */
export function BalanceSummary({ loanBalance, savingsBalance, balance }: BalanceSummaryProps) {
  const lines: Fact[] = [
    ['Loan Balance', formatMoney(loanBalance)],
    ['Savings Balance', formatMoney(savingsBalance)],
    ['Current Balance', formatMoney(balance)],
  ];
  return (
    <Card className="summary" title="Balances" titleClassName="subtitle">
      <Facts lines={lines} />
    </Card>
  );
}
