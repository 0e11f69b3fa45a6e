import { ACTIVITIES_REFRESH_MS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { PageHeader } from '../../components/ui/page-header';
import { useProfile } from '../../lib/profile-query';
import { BalanceCard } from './components/balance-card';
import { BalanceSummary } from './components/balance-summary';
import { CryptoDeposit } from './components/crypto-deposit';
import { FlowCard } from './components/flow-card';
import { KycNotice } from './components/kyc-notice';
import { RecentActivities } from './components/recent-activities';
import { SpendingInsights } from './components/spending-insights';
import './dashboard.css';

/** `/dashboard`: balances at a glance and recent sign-ins, refreshed every 10 s. */
export function DashboardPage() {
  const { data: user, isPending, isError } = useProfile({ refetchInterval: ACTIVITIES_REFRESH_MS });

  if (isPending) return <p role="status">{messages.dashboard.loading}</p>;
  // A failed refresh keeps the figures already shown; only a failed first load is an error.
  if (isError && !user) return <p role="alert">{messages.dashboard.error}</p>;
  if (!user) return <p>{messages.dashboard.noUser}</p>;

  return (
    <div className="page dashboard">
      <PageHeader
        title={`Welcome, ${user.firstName} ${user.lastName}`}
        subtitle="Here is your money at a glance."
        actions={<CryptoDeposit />}
      />
      <div className="stack">
        <KycNotice />
        <div className="columns dashboard__grid">
          <BalanceCard balance={user.balance} accountNumber={user.accountNumber} />
          <div className="columns dashboard__flows">
            <FlowCard label="Inflow" amount={user.inflow} tone="in" />
            <FlowCard label="Outflow" amount={user.outflow} tone="out" />
          </div>
          <BalanceSummary
            loanBalance={user.loanBalance}
            savingsBalance={user.savingsBalance}
            balance={user.balance}
          />
          <RecentActivities activities={user.loginActivities ?? []} />
        </div>
        <SpendingInsights />
      </div>
    </div>
  );
}
