import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../shared/messages';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { errorText } from '../../lib/api-client';
import { useDecideTransfer, useTransferQueue, type QueuedTransfer } from './api/use-transfer-queue';
import { TransferQueueTable } from './components/transfer-queue-table';
import './admin.css';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** `/admin/transfers`: settle (Successful) or return (Failed, money and fee back) outgoing transfers. */
export function AdminTransfersPage() {
  const queue = useTransferQueue();
  const decide = useDecideTransfer();
  const [returningId, setReturningId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const busyId = decide.isPending ? (decide.variables?.id ?? null) : null;

  const run = (transfer: QueuedTransfer, decision: 'approve' | 'reject', reason?: string) => {
    setNotice(null);
    decide.mutate(
      { id: transfer._id, decision, reason },
      {
        onSuccess: (answer) => {
          setReturningId(null);
          // Above the four-eyes limit the settlement waits for a second administrator (202).
          if (answer?.request) return setNotice({ tone: 'success', text: answer.message });
          const text =
            decision === 'approve'
              ? messages.adminTransfers.settled(transfer.reference)
              : messages.adminTransfers.returned(transfer.reference);
          setNotice({ tone: 'success', text });
        },
        onError: (error) => setNotice({ tone: 'error', text: errorText(error, messages.generic.internal) }),
      },
    );
  };

  const transfers = queue.data ?? [];
  return (
    <div className="admin">
      <PageHeader
        title="Transfers"
        subtitle="Outgoing transfers waiting to be settled or returned, oldest first."
        actions={
          <Link className="button button--secondary" to="/admin/dashboard">
            Back to users
          </Link>
        }
      />
      <section className="card" aria-labelledby="queue-title">
        <div className="admin__toolbar">
          <h2 id="queue-title" className="admin__section-title">
            Processing transfers
          </h2>
        </div>
        <div role="status" aria-live="polite" className="admin__notice">
          {notice?.tone === 'success' ? (
            <p className="form-message form-message--success">{notice.text}</p>
          ) : null}
        </div>
        {notice?.tone === 'error' ? <FormMessage tone="error">{notice.text}</FormMessage> : null}
        {queue.isPending ? <p role="status">{messages.adminTransfers.loading}</p> : null}
        {queue.isError ? (
          <FormMessage tone="error">{errorText(queue.error, messages.generic.internal)}</FormMessage>
        ) : null}
        {queue.data && transfers.length === 0 ? <p>{messages.adminTransfers.empty}</p> : null}
        {transfers.length > 0 ? (
          <TransferQueueTable
            transfers={transfers}
            busyId={busyId}
            returningId={returningId}
            onSettle={(transfer) => run(transfer, 'approve')}
            onStartReturn={(transfer) => setReturningId(transfer?._id ?? null)}
            onReturn={(transfer, reason) => run(transfer, 'reject', reason)}
          />
        ) : null}
      </section>
    </div>
  );
}
