import { useId, useState } from 'react';
import { messages } from '../../../shared/messages';
import type { KycQueueItem } from '../../../shared/schemas/identity';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { errorText } from '../../lib/api-client';
import { useDecideKyc, useKycQueue, type KycQueueStatus } from './api/use-kyc-queue';
import { KycQueueTable, type Expanded } from './components/kyc-queue-table';
import './identity.css';

type Notice = { tone: 'success' | 'error'; text: string } | null;

const STATUSES: KycQueueStatus[] = ['Pending', 'Approved', 'Rejected'];

/** `/admin/kyc`: look at each customer's documents, then approve or reject with a reason. */
export function AdminKycPage() {
  const [status, setStatus] = useState<KycQueueStatus>('Pending');
  const queue = useKycQueue(status);
  const decide = useDecideKyc();
  const [expanded, setExpanded] = useState<Expanded>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const filterId = useId();
  const busyId = decide.isPending ? (decide.variables?.id ?? null) : null;

  const run = (item: KycQueueItem, decision: 'approve' | 'reject', reason?: string) => {
    setNotice(null);
    decide.mutate(
      { id: item._id, decision, reason },
      {
        onSuccess: () => {
          setExpanded(null);
          const done = decision === 'approve' ? messages.adminKyc.approved : messages.adminKyc.rejected;
          setNotice({ tone: 'success', text: done(item.customer.name) });
        },
        onError: (error) => setNotice({ tone: 'error', text: errorText(error, messages.generic.internal) }),
      },
    );
  };

  const items = queue.data ?? [];
  return (
    <div className="identity">
      <PageHeader title="KYC Review" subtitle="Check each customer's ID and proof of address." />
      <section className="card" aria-labelledby="kyc-queue-title">
        <div className="identity__toolbar">
          <h2 id="kyc-queue-title" className="identity__section-title">
            {status} submissions
          </h2>
          <div className="identity__filter">
            <label className="field__label" htmlFor={filterId}>
              Status
            </label>
            <select
              id={filterId}
              className="field__input"
              value={status}
              onChange={(event) => {
                setExpanded(null);
                setNotice(null);
                setStatus(event.target.value as KycQueueStatus);
              }}
            >
              {STATUSES.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </div>
        </div>
        <div role="status" aria-live="polite">
          {notice?.tone === 'success' ? (
            <p className="form-message form-message--success">{notice.text}</p>
          ) : null}
        </div>
        {notice?.tone === 'error' ? <FormMessage tone="error">{notice.text}</FormMessage> : null}
        {queue.isPending ? <p role="status">{messages.adminKyc.loading}</p> : null}
        {queue.isError ? (
          <FormMessage tone="error">{errorText(queue.error, messages.generic.internal)}</FormMessage>
        ) : null}
        {queue.data && items.length === 0 ? <p>{messages.adminKyc.empty}</p> : null}
        {items.length > 0 ? (
          <KycQueueTable
            items={items}
            busyId={busyId}
            expanded={expanded}
            onExpand={setExpanded}
            onApprove={(item) => run(item, 'approve')}
            onReject={(item, reason) => run(item, 'reject', reason)}
          />
        ) : null}
      </section>
    </div>
  );
}
