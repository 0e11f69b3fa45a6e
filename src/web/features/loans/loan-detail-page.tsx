import { useParams } from 'react-router';
import { messages } from '../../../shared/messages';
import type { LoanDetail } from '../../../shared/schemas/loans';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { isUnauthorized, ApiError } from '../../lib/api-client';
import { formatMoney } from '../../lib/format-money';
import { useLoan } from './api/use-loans';
import { LoanStatusBadge } from './components/loan-status';
import { RepayForm } from './components/repay-form';
import { AutopayPanel } from './components/autopay-panel';
import { RepaymentsTable } from './components/repayments-table';
import { ScheduleSummary, ScheduleTable } from './components/schedule-table';
import './loans.css';
import { Facts, type Fact } from '../../components/ui/facts';
import { localDateTime } from '../../lib/format-date';
import { Card } from '../../components/ui/card';
import { ButtonLink } from '../../components/ui/button';

/** What the loan is, what is owed and why it was decided as it was. */
function LoanFacts({ loan }: { loan: LoanDetail }) {
  const lines: Fact[] = [
    ['Status', <LoanStatusBadge key="status" status={loan.status} />],
    ['Amount', formatMoney(loan.amount)],
    ['Outstanding', formatMoney(loan.outstanding)],
    ['Repaid', formatMoney(loan.repaid)],
    ['Interest paid', formatMoney(loan.interestPaid)],
    ['Interest to pay', formatMoney(loan.interestToPay)],
    ['Interest due today', formatMoney(loan.interestDue)],
    ['Pay off today', formatMoney(loan.payoff)],
    ['Interest rate', `${loan.annualRate.toFixed(2)} % a year`],
    ['Duration', loan.duration],
    ['Repayment', loan.repayment],
    ['Account', loan.account],
    ['Requested', localDateTime(loan.createdAt, '—')],
    ['Decided', localDateTime(loan.decidedAt, '—')],
    ['Details', loan.details],
  ];
  return <Facts lines={lines} />;
}

/** `/Myloans/:loanId`: the loan, its schedule and repayments, and the Repay form while money is owed. */
export function LoanDetailPage() {
  const { loanId = '' } = useParams();
  const query = useLoan(loanId);
  const loan = query.data;
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div className="page loan">
      <PageHeader
        title="Loan Details"
        subtitle={loan ? `${loan.type} · ${loan.duration} · ${loan.repayment}` : undefined}
        actions={
          <ButtonLink variant="secondary" to="/Myloans">
            My Loans
          </ButtonLink>
        }
      />
      {query.isPending ? <p role="status">{messages.loans.loadingLoan}</p> : null}
      {query.isError && !loan && !isUnauthorized(query.error) ? (
        <FormMessage tone="error">
          {missing ? messages.generic.notFound : messages.loans.loadError}
        </FormMessage>
      ) : null}
      {loan ? (
        <div className="columns loan__layout--detail">
          <Card className="card-stack" title="Summary">
            {loan.status === 'Rejected' ? (
              <p className="form-message form-message--error">Rejected. Reason: {loan.reason}</p>
            ) : null}
            <LoanFacts loan={loan} />
          </Card>
          {loan.status === 'Approved' ? (
            <Card className="card-stack" title="Repay">
              <p className="muted">{messages.loans.repayHint}</p>
              <RepayForm loanId={loan._id} outstanding={loan.payoff} />
            </Card>
          ) : null}
          {loan.status === 'Approved' ? (
            <Card className="card-stack" title={messages.autopay.title}>
              <AutopayPanel loanId={loan._id} />
            </Card>
          ) : null}
          {loan.schedule.length > 0 ? (
            <Card className="card-stack full-row" title="Repayment schedule">
              {loan.status === 'Pending' ? (
                <p className="muted">Indicative until approved: dated as if paid out today.</p>
              ) : null}
              <ScheduleSummary rows={loan.schedule} annualRate={loan.annualRate} />
              <ScheduleTable rows={loan.schedule} label="Repayment schedule table" />
            </Card>
          ) : null}
          {loan.repayments.length > 0 ? (
            <Card className="card-stack full-row" title="Repayments">
              <RepaymentsTable repayments={loan.repayments} />
            </Card>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
