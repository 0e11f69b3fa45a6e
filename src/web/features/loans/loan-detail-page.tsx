import { Link, useParams } from 'react-router';
import { messages } from '../../../shared/messages';
import type { LoanDetail } from '../../../shared/schemas/loans';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { isUnauthorized, ApiError } from '../../lib/api-client';
import { formatMoney } from '../../lib/format-money';
import { useLoan } from './api/use-loans';
import { LoanStatusBadge } from './components/loan-status';
import { RepayForm } from './components/repay-form';
import { RepaymentsTable } from './components/repayments-table';
import { ScheduleSummary, ScheduleTable } from './components/schedule-table';
import './loans.css';

function when(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : '—';
}

/** What the loan is, what is owed and why it was decided as it was. */
function LoanFacts({ loan }: { loan: LoanDetail }) {
  const lines: Array<[string, string]> = [
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
    ['Requested', when(loan.createdAt)],
    ['Decided', when(loan.decidedAt)],
    ['Details', loan.details],
  ];
  return (
    <dl className="facts">
      <div className="facts__line">
        <dt>Status</dt>
        <dd>
          <LoanStatusBadge status={loan.status} />
        </dd>
      </div>
      {lines.map(([term, value]) => (
        <div key={term} className="facts__line">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
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
          <Link className="button button--secondary" to="/Myloans">
            My Loans
          </Link>
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
          <section className="card loan__panel" aria-labelledby="loan-facts-title">
            <h2 id="loan-facts-title" className="section-title">
              Summary
            </h2>
            {loan.status === 'Rejected' ? (
              <p className="form-message form-message--error">Rejected. Reason: {loan.reason}</p>
            ) : null}
            <LoanFacts loan={loan} />
          </section>
          {loan.status === 'Approved' ? (
            <section className="card loan__panel" aria-labelledby="repay-title">
              <h2 id="repay-title" className="section-title">
                Repay
              </h2>
              <p className="muted">{messages.loans.repayHint}</p>
              <RepayForm loanId={loan._id} outstanding={loan.payoff} />
            </section>
          ) : null}
          {loan.schedule.length > 0 ? (
            <section className="card loan__panel loan__wide" aria-labelledby="schedule-title">
              <h2 id="schedule-title" className="section-title">
                Repayment schedule
              </h2>
              {loan.status === 'Pending' ? (
                <p className="muted">Indicative until approved: dated as if paid out today.</p>
              ) : null}
              <ScheduleSummary rows={loan.schedule} annualRate={loan.annualRate} />
              <ScheduleTable rows={loan.schedule} label="Repayment schedule table" />
            </section>
          ) : null}
          {loan.repayments.length > 0 ? (
            <section className="card loan__panel loan__wide" aria-labelledby="repayments-title">
              <h2 id="repayments-title" className="section-title">
                Repayments
              </h2>
              <RepaymentsTable repayments={loan.repayments} />
            </section>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
