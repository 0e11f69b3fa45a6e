import { useId, useState } from 'react';
import { messages } from '../../../shared/messages';
import type { QueuedCardApplication } from '../../../shared/schemas/cards';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { errorText } from '../../lib/api-client';
import { useCardQueue, useDecideCard, type QueueStatus } from './api/use-card-queue';
import { CardQueueTable } from './components/card-queue-table';
import './cards.css';

type Notice = { tone: 'success' | 'error'; text: string } | null;

const STATUSES: QueueStatus[] = ['Pending', 'Approved', 'Rejected'];

/** `/admin/cards`: approve (the card is issued) or reject with a reason (the fee is refunded). */
export function AdminCardsPage() {
  const [status, setStatus] = useState<QueueStatus>('Pending');
  const queue = useCardQueue(status);
  const decide = useDecideCard();
  const [rejectingId, setRejectingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const filterId = useId();
  const busyId = decide.isPending ? (decide.variables?.id ?? null) : null;

  const run = (application: QueuedCardApplication, decision: 'approve' | 'reject', reason?: string) => {
    setNotice(null);
    decide.mutate(
      { id: application._id, decision, reason },
      {
        onSuccess: () => {
          setRejectingId(null);
          const done = decision === 'approve' ? messages.adminCards.approved : messages.adminCards.rejected;
          setNotice({ tone: 'success', text: done(application.brand, application.customer.name) });
        },
        onError: (error) => setNotice({ tone: 'error', text: errorText(error, messages.generic.internal) }),
      },
    );
  };

  const applications = queue.data ?? [];
  return (
    <div className="cards-admin">
      <PageHeader
        title="Card applications"
        subtitle="Approve to issue the card; a rejection refunds the $50 fee."
      />
      <section className="card" aria-labelledby="card-queue-title">
        <div className="cards-admin__toolbar">
          <h2 id="card-queue-title" className="cards__title">
            {status} applications
          </h2>
          <div className="cards-admin__filter">
            <label className="field__label" htmlFor={filterId}>
              Status
            </label>
            <select
              id={filterId}
              className="field__input"
              value={status}
              onChange={(event) => setStatus(event.target.value as QueueStatus)}
            >
              {STATUSES.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </div>
        </div>
        <div role="status" aria-live="polite" className="cards__notice">
          {notice?.tone === 'success' ? (
            <p className="form-message form-message--success">{notice.text}</p>
          ) : null}
        </div>
        {notice?.tone === 'error' ? <FormMessage tone="error">{notice.text}</FormMessage> : null}
        {queue.isPending ? <p role="status">{messages.adminCards.loading}</p> : null}
        {queue.isError ? (
          <FormMessage tone="error">{errorText(queue.error, messages.generic.internal)}</FormMessage>
        ) : null}
        {queue.data && applications.length === 0 ? <p>{messages.adminCards.empty}</p> : null}
        {applications.length > 0 ? (
          <CardQueueTable
            applications={applications}
            busyId={busyId}
            rejectingId={rejectingId}
            onApprove={(application) => run(application, 'approve')}
            onStartReject={(application) => setRejectingId(application?._id ?? null)}
            onReject={(application, reason) => run(application, 'reject', reason)}
          />
        ) : null}
      </section>
    </div>
  );
}
