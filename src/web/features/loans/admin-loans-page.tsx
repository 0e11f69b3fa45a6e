import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { LOAN_STATUSES, type LoanStatus, type QueuedLoan } from '../../../shared/schemas/loans';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { errorText } from '../../lib/api-client';
import { formatMoney } from '../../lib/format-money';
import { useDecideLoan, useLoanQueue } from './api/use-loan-queue';
import { LoanQueueTable } from './components/loan-queue-table';
import { SelectField } from '../../components/ui/select-field';
import './loans.css';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** `/admin/loans`: approve (the money is paid out at once) or reject with a reason. */
export function AdminLoansPage() {
  const [status, setStatus] = useState<LoanStatus>('Pending');
  const queue = useLoanQueue(status);
  const decide = useDecideLoan();
  const [rejectingId, setRejectingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const busyId = decide.isPending ? (decide.variables?.id ?? null) : null;

  const run = (loan: QueuedLoan, decision: 'approve' | 'reject', reason?: string) => {
    setNotice(null);
    decide.mutate(
      { id: loan._id, decision, reason },
      {
        onSuccess: (answer) => {
          setRejectingId(null);
          // Above the four-eyes limit the approval waits for a second administrator (202).
          if (answer?.request) return setNotice({ tone: 'success', text: answer.message });
          const what = `${loan.type} of ${formatMoney(loan.amount)} for ${loan.customer.name}`;
          const done = decision === 'approve' ? messages.loans.approved : messages.loans.rejected;
          setNotice({ tone: 'success', text: `${done} ${what}.` });
        },
        onError: (error) => setNotice({ tone: 'error', text: errorText(error, messages.generic.internal) }),
      },
    );
  };

  const loans = queue.data ?? [];
  return (
    <div className="loan">
      <PageHeader title="Loans" subtitle="Loan requests waiting for a decision, oldest first." />
      <section className="card loan__panel" aria-labelledby="loan-queue-title">
        <div className="loan__toolbar">
          <h2 id="loan-queue-title" className="loan__section-title">
            {status} loans
          </h2>
          <SelectField
            label="Status"
            value={status}
            onChange={(event) => {
              setRejectingId(null);
              setStatus(event.target.value as LoanStatus);
            }}
          >
            {LOAN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
        </div>
        <div role="status" aria-live="polite" className="loan__status">
          {notice?.tone === 'success' ? (
            <p className="form-message form-message--success">{notice.text}</p>
          ) : null}
        </div>
        {notice?.tone === 'error' ? <FormMessage tone="error">{notice.text}</FormMessage> : null}
        {queue.isPending ? <p role="status">{messages.loans.adminLoading}</p> : null}
        {queue.isError ? (
          <FormMessage tone="error">{errorText(queue.error, messages.generic.internal)}</FormMessage>
        ) : null}
        {queue.data && loans.length === 0 ? <p className="loan__muted">{messages.loans.adminEmpty}</p> : null}
        {loans.length > 0 ? (
          <LoanQueueTable
            loans={loans}
            busyId={busyId}
            rejectingId={rejectingId}
            onApprove={(loan) => run(loan, 'approve')}
            onStartReject={(loan) => setRejectingId(loan?._id ?? null)}
            onReject={(loan, reason) => run(loan, 'reject', reason)}
          />
        ) : null}
      </section>
    </div>
  );
}
