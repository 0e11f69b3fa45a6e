import { interestMessages } from '../../../../shared/account-messages';
import { formatMoney } from '../../../lib/format-money';
import { Facts, type Fact } from '../../../components/ui/facts';
import { Card } from '../../../components/ui/card';

type BalanceSummaryProps = {
  loanBalance?: number;
  savingsBalance?: number;
  balance?: number;
  /** Savings interest (issue 49): paid this year and accrued this month; absent while savings pay nothing. */
  interest?: { earned: number; accruing: number } | null;
};

/** Loan, savings and current balance, one line each, and the interest savings earned once they earn any. */
export function BalanceSummary({ loanBalance, savingsBalance, balance, interest }: BalanceSummaryProps) {
  const lines: Fact[] = [
    ['Loan Balance', formatMoney(loanBalance)],
    ['Savings Balance', formatMoney(savingsBalance)],
    ['Current Balance', formatMoney(balance)],
    ...(interest
      ? [
          [
            interestMessages.earnedThisYear,
            <span key="interest" data-testid="interest-earned">
              {formatMoney(interest.earned)}{' '}
              <span className="muted text-sm">
                (+{formatMoney(interest.accruing)} {interestMessages.accruingThisMonth})
              </span>
            </span>,
          ] as const,
        ]
      : []),
  ];
  return (
    <Card className="summary" title="Balances" titleClassName="subtitle">
      <Facts lines={lines} />
    </Card>
  );
}
