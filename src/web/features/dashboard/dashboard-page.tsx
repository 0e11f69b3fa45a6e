import { ACTIVITIES_REFRESH_MS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { PageHeader } from '../../components/ui/page-header';
import { useProfile } from '../../lib/profile-query';
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
            move={<MoveToSavings holderName={holder} className={QUIET} />}
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
