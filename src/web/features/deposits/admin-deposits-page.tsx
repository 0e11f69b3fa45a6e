import { useId, useState } from 'react';
import { messages } from '../../../shared/messages';
import { DEPOSIT_STATUSES, type AdminDeposit, type DepositStatus } from '../../../shared/schemas/deposits';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { errorText } from '../../lib/api-client';
import { useDecideDeposit, useDepositQueue } from './api/use-deposit-queue';
import { QueuedCheque } from './components/queued-cheque';
import './deposits.css';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** `/admin/deposits`: look at each cheque, then approve it (the money arrives) or reject it with a reason. */
export function AdminDepositsPage() {
  const statusId = useId();
  const [status, setStatus] = useState<DepositStatus>('Pending');
  const queue = useDepositQueue(status);
  const decide = useDecideDeposit();
  const [rejectingId, setRejectingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const busyId = decide.isPending ? (decide.variables?.id ?? null) : null;

  const run = (deposit: AdminDeposit, decision: 'approve' | 'reject', reason?: string) => {
    setNotice(null);
    decide.mutate(
      { id: deposit._id, decision, reason },
      {
        onSuccess: (answer) => {
          setRejectingId(null);
          setNotice({ tone: 'success', text: `${answer.message} ${deposit.reference}` });
        },
        onError: (error) => setNotice({ tone: 'error', text: errorText(error, messages.generic.internal) }),
      },
    );
  };

  const deposits = queue.data ?? [];
  return (
    <div className="admin-deposits">
      <PageHeader title="Cheque Deposits" subtitle="Look at each cheque, then approve or reject it." />
      <section className="card" aria-labelledby="cheque-queue-title">
        <div className="admin-deposits__toolbar">
          <h2 id="cheque-queue-title" className="admin-deposits__title">
            {status} cheques
          </h2>
          <div className="admin-deposits__filter">
            <label className="field__label" htmlFor={statusId}>
              Status
            </label>
            <select
              id={statusId}
              className="field__input"
              value={status}
              onChange={(event) => setStatus(event.target.value as DepositStatus)}
            >
              {DEPOSIT_STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </div>
        </div>
        <div role="status" aria-live="polite" className="admin-deposits__notice">
          {notice?.tone === 'success' ? (
            <p className="form-message form-message--success">{notice.text}</p>
          ) : null}
        </div>
        {notice?.tone === 'error' ? <FormMessage tone="error">{notice.text}</FormMessage> : null}
        {queue.isPending ? <p role="status">{messages.chequeDeposit.adminLoading}</p> : null}
        {queue.isError ? (
          <FormMessage tone="error">{errorText(queue.error, messages.generic.internal)}</FormMessage>
        ) : null}
        {queue.data && deposits.length === 0 ? <p>{messages.chequeDeposit.adminEmpty}</p> : null}
        <ul className="admin-deposits__list">
          {deposits.map((deposit) => (
            <QueuedCheque
              key={deposit._id}
              deposit={deposit}
              busy={busyId === deposit._id}
              rejecting={rejectingId === deposit._id}
              onApprove={() => run(deposit, 'approve')}
              onStartReject={(open) => setRejectingId(open ? deposit._id : null)}
              onReject={(reason) => run(deposit, 'reject', reason)}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
