import { PageHeader } from '../../components/ui/page-header';
import { ChequeForm } from './components/cheque-form';
import { DepositsList } from './components/deposits-list';
import './deposits.css';

/** `/ChequeDeposit` (Mobile Check Deposit): photograph a cheque; it lands once an administrator approves. */
export function ChequeDepositPage() {
  return (
    <div className="page cheque-deposit">
      <PageHeader
        title="Mobile Check Deposit"
        subtitle="Photograph a cheque and deposit it into your Checking account."
      />
      <div className="columns cheque-deposit__grid">
        <section className="card cheque-deposit__form" aria-label="Deposit Cheque">
          <ChequeForm />
        </section>
        <DepositsList />
      </div>
    </div>
  );
}
