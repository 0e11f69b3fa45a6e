import { useState } from 'react';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { errorText } from '../../lib/api-client';
import { formatMoney } from '../../lib/format-money';
import {
  CREDIT_STATUSES,
  useCredits,
  useDecideCredit,
  type CreditRequest,
  type CreditStatus,
} from './api/use-credits';
import { backofficeTexts } from './backoffice-texts';
import { CreditsTable, kindLabel } from './components/credits-table';
import { Notice, type NoticeValue } from './components/notice';
import './backoffice.css';

const TAB_LABELS: Record<CreditStatus, string> = {
  Pending: 'Awaiting approval',
  Approved: 'Approved',
  Rejected: 'Rejected',
};

/** `/admin/credits`: the four-eyes queue. A second administrator approves or rejects; the requester cannot. */
export function CreditsPage() {
  const [status, setStatus] = useState<CreditStatus>('Pending');
  const credits = useCredits(status);
  const decide = useDecideCredit();
  const [rejectingId, setRejectingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeValue>(null);
  const busyId = decide.isPending ? (decide.variables?.id ?? null) : null;

  const run = (credit: CreditRequest, decision: 'approve' | 'reject', reason?: string) => {
    setNotice(null);
    decide.mutate(
      { id: credit._id, decision, reason: reason || undefined },
      {
        onSuccess: (answer) => {
          setRejectingId(null);
          const amount = credit.amount === null ? '' : ` of ${formatMoney(credit.amount)}`;
          const what = `${kindLabel(credit)}${amount} for ${credit.customer.name}`;
          setNotice({ tone: 'success', text: `${answer.message} (${what})` });
        },
        onError: (error) =>
          setNotice({ tone: 'error', text: errorText(error, 'The decision was not recorded.') }),
      },
    );
  };

  const list = credits.data ?? [];
  return (
    <div className="bo-page">
      <PageHeader
        title="Credits"
        subtitle="Credits, loan and cheque approvals and transfer settlements above the four-eyes limit, and new administrators, wait here for a second administrator. Nobody approves their own request."
      />
      <section className="card bo-section" aria-labelledby="bo-credits-title">
        <div className="bo-toolbar">
          <h2 id="bo-credits-title" className="bo-title">
            Approval requests
          </h2>
          <div className="bo-tabs" role="group" aria-label="Show requests">
            {CREDIT_STATUSES.map((value) => (
              <button
                key={value}
                type="button"
                className={`button ${value === status ? 'button--primary' : 'button--secondary'} bo-small-button`}
                aria-pressed={value === status}
                onClick={() => {
                  setStatus(value);
                  setRejectingId(null);
                }}
              >
                {TAB_LABELS[value]}
              </button>
            ))}
          </div>
        </div>
        <Notice notice={notice} />
        {credits.isPending ? <p role="status">{backofficeTexts.creditsLoading}</p> : null}
        {credits.isError ? (
          <FormMessage tone="error">
            {errorText(credits.error, 'The requests could not be loaded.')}
          </FormMessage>
        ) : null}
        {credits.data && list.length === 0 ? (
          <p className="bo-empty">{backofficeTexts.creditsEmpty(status)}</p>
        ) : null}
        {list.length > 0 ? (
          <CreditsTable
            credits={list}
            pending={status === 'Pending'}
            busyId={busyId}
            rejectingId={rejectingId}
            onApprove={(credit) => run(credit, 'approve')}
            onStartReject={(credit) => setRejectingId(credit?._id ?? null)}
            onReject={(credit, reason) => run(credit, 'reject', reason)}
          />
        ) : null}
      </section>
    </div>
  );
}
