import { ACTIVITIES_REFRESH_MS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { PageHeader } from '../../components/ui/page-header';
import { useProfile } from '../../lib/profile-query';
import { useAccounts } from '../../lib/accounts-query';
import type { Account } from '../../../shared/schemas/transfers';
import { useKycStatus } from './api/use-kyc-status';
import { useRecentPayments } from './api/use-recent-payments';
import { AccountsList } from './components/accounts-list';
import { BalanceCard } from './components/balance-card';
import { BalanceSummary } from './components/balance-summary';
import { CryptoDeposit } from './components/crypto-deposit';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { FlowCard } from './components/flow-card';
import { KycNotice } from './components/kyc-notice';
import { MoveToSavings } from './components/move-to-savings';
import { RecentActivities } from './components/recent-activities';
import { RecentPayments } from './components/recent-payments';
import { SpendingInsights } from './components/spending-insights';
import './dashboard.css';

const QUIET = 'bold balance-card__link balance-card__link--outline';

/**
 * `/dashboard`: the balance first, with the quick actions; the identity notice under it; recent payments
 * beside the sign-ins; refreshed every 10 s. The page waits for the profile, the identity status and the
 * payments together (a skeleton meanwhile), so nothing arrives later and pushes what is read down.
 */
export function DashboardPage() {
  const { data: user, isPending, isError } = useProfile({ refetchInterval: ACTIVITIES_REFRESH_MS });
  const kyc = useKycStatus();
  const payments = useRecentPayments();
  const accounts = useAccounts();

  if (isPending || kyc.isPending || payments.isPending) return <DashboardSkeleton />;
  // A failed refresh keeps the figures already shown; only a failed first load is an error.
  if (isError && !user) return <p role="alert">{messages.dashboard.error}</p>;
  if (!user) return <p>{messages.dashboard.noUser}</p>;
  const holder = `${user.firstName} ${user.lastName}`;

  return (
    <div className="page dashboard">
      <PageHeader title={`Welcome, ${holder}`} />
      <div className="dashboard__grid">
        <div className="dashboard__balance">
          <BalanceCard
            balance={user.balance}
            accountNumber={user.accountNumber}
            move={<MoveToSavings className={QUIET} />}
            crypto={<CryptoDeposit className={`${QUIET} balance-card__link--quiet`} />}
          />
        </div>
        <div className="dashboard__kyc">
          <KycNotice kyc={kyc.data} />
        </div>
        <div className="dashboard__payments">
          <RecentPayments
            payments={payments.data}
            error={payments.isError}
            onRetry={() => void payments.refetch()}
          />
        </div>
        <div className="stack dashboard__side">
          <div className="columns dashboard__flows">
            <FlowCard label="Inflow" amount={user.inflow} tone="in" />
            <FlowCard label="Outflow" amount={user.outflow} tone="out" />
          </div>
          <BalanceSummary
            loanBalance={user.loanBalance}
            savingsBalance={user.savingsBalance}
            balance={user.balance}
            interest={interestOf(accounts.data)}
          />
          <AccountsList />
        </div>
        <div className="dashboard__activities">
          <RecentActivities activities={user.loginActivities ?? []} />
        </div>
      </div>
      <SpendingInsights />
    </div>
  );
}

/** The interest line's figures across the customer's earning accounts; none while savings earn nothing. */
function interestOf(accounts: Account[] | undefined) {
  const earning = (accounts ?? []).filter((a) => a.interestRateBp !== undefined);
  const earned = earning.reduce((sum, a) => sum + (a.interestEarned ?? 0), 0);
  const accruing = earning.reduce((sum, a) => sum + (a.interestAccrued ?? 0), 0);
  // Shown once money sits in an account that earns a rate above zero, or interest has been earned.
  const paying = earning.some((a) => (a.interestRateBp ?? 0) > 0 && a.balance > 0);
  return paying || earned > 0 || accruing > 0
    ? { earned: Math.round(earned * 100) / 100, accruing: Math.round(accruing * 100) / 100 }
    : null;
}
