import { messages } from '../../../shared/messages';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { useMyLoans } from './api/use-loans';
import { LoansTable } from './components/loans-table';
import './loans.css';
import { ButtonLink } from '../../components/ui/button';

/** `/Myloans`: every loan the customer asked for, newest first; a loan's type opens its details. */
export function MyLoansPage() {
  const loans = useMyLoans();
  return (
    <div className="page loan">
      <PageHeader
        title="My Loans"
        subtitle="Your loan requests and loans. Open one to see its schedule or repay it."
        actions={<ButtonLink to="/LoanRequest">New Loan</ButtonLink>}
      />
      <section className="card card-stack" aria-label="Loan history">
        {loans.isPending ? <p role="status">{messages.loans.loading}</p> : null}
        {loans.isError && !loans.data ? (
          <FormMessage tone="error">{messages.loans.loadError}</FormMessage>
        ) : null}
        {loans.data && loans.data.length === 0 ? <p className="muted">{messages.loans.empty}</p> : null}
        {loans.data && loans.data.length > 0 ? <LoansTable loans={loans.data} /> : null}
      </section>
    </div>
  );
}
