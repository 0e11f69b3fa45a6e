import { useState, type FormEvent } from 'react';
import { monitoringMessages as texts } from '../../../../shared/financial-crime-messages';
import type { CaseDetail } from '../../../../shared/schemas/cases';
import { CASE_OUTCOMES, type CaseOutcome } from '../../../../shared/statuses';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Notice, type NoticeValue } from '../../../components/ui/notice';
import { Select } from '../../../components/ui/select';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/api-client';
import { storedUserId } from '../../../lib/session-storage';
import { useAddNote, useAssign, useAssignees, useDecideClosure, useProposeClosure } from '../api/use-cases';

type Props = { detail: CaseDetail };

/** What a change answers, shown in the card it came from. */
function useAnswer() {
  const [notice, setNotice] = useState<NoticeValue>(null);
  return {
    notice,
    handlers: (fallback: string, after?: () => void) => ({
      onSuccess: (a: { message: string }) => {
        setNotice({ tone: 'success', text: a.message });
        after?.();
      },
      onError: (e: unknown) => setNotice({ tone: 'error', text: errorText(e, fallback) }),
    }),
    clear: () => setNotice(null),
  };
}

export function AssignCard({ detail }: Props) {
  const people = useAssignees();
  const assign = useAssign(detail.reference);
  const [adminId, setAdminId] = useState(detail.assignedTo?._id ?? storedUserId() ?? '');
  const answer = useAnswer();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.clear();
    assign.mutate(adminId, answer.handlers('The case was not assigned.'));
  };
  return (
    <Card className="card-stack" title={texts.assignTitle}>
      <p className="m-0">{detail.assignedTo ? detail.assignedTo.name : texts.unassigned}</p>
      <form className="field-row" onSubmit={submit} noValidate>
        <Select
          label={texts.assignLabel}
          name="adminId"
          value={adminId}
          placeholder={people.isPending ? 'Loading…' : undefined}
          options={(people.data ?? []).map((p) => ({ value: p._id, label: `${p.name} (${p.email})` }))}
          onChange={(event) => setAdminId(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={assign.isPending || !adminId}>
          {texts.assignButton}
        </Button>
      </form>
      <Notice notice={answer.notice} />
    </Card>
  );
}

export function NotesCard({ detail }: Props) {
  const add = useAddNote(detail.reference);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const answer = useAnswer();
  const closed = detail.closedAt !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.clear();
    if (!body.trim()) return setError(texts.noteRequired);
    add.mutate(
      body,
      answer.handlers('The note was not added.', () => setBody('')),
    );
  };
  return (
    <Card className="card-stack" title={texts.notesTitle}>
      {detail.notes.length === 0 ? (
        <p className="empty-note">{texts.noNotes}</p>
      ) : (
        <ul className="plain-list divided stack-sm" aria-label={texts.notesTitle}>
          {detail.notes.map((n) => (
            <li key={n._id} className="stack-xs">
              <span className="note">
                {n.author} · {new Date(n.createdAt).toLocaleString()}
              </span>
              <span className="break-anywhere">{n.body}</span>
            </li>
          ))}
        </ul>
      )}
      {closed ? null : (
        <form className="stack-sm" onSubmit={submit} noValidate>
          <TextAreaField
            label={texts.noteLabel}
            name="note"
            value={body}
            maxLength={2000}
            error={error}
            onChange={(event) => {
              setBody(event.target.value);
              setError(undefined);
            }}
          />
          <div className="cluster">
            <Button type="submit" variant="secondary" disabled={add.isPending}>
              {texts.noteButton}
            </Button>
          </div>
        </form>
      )}
      <Notice notice={answer.notice} />
    </Card>
  );
}

const outcomeOptions = CASE_OUTCOMES.map((o) => ({ value: o, label: texts.outcomeLabels[o] }));

/** Propose the closure, or, when one waits, approve or reject it (a different administrator). */
export function ClosureCard({ detail }: Props) {
  const answer = useAnswer();
  const pending = detail.closure?.requestId ? detail.closure : null;
  return (
    <Card className="card-stack" title={texts.closeTitle}>
      {pending ? (
        <PendingClosure detail={detail} answer={answer} />
      ) : (
        <ProposeForm detail={detail} answer={answer} />
      )}
      <Notice notice={answer.notice} />
    </Card>
  );
}

type WithAnswer = Props & { answer: ReturnType<typeof useAnswer> };

function PendingClosure({ detail, answer }: WithAnswer) {
  const decide = useDecideClosure();
  const closure = detail.closure!;
  const own = closure.proposedBy._id === storedUserId();
  const send = (decision: 'approve' | 'reject') => {
    answer.clear();
    decide.mutate(
      { requestId: closure.requestId!, decision },
      answer.handlers('The decision was not recorded.'),
    );
  };
  return (
    <div className="stack-sm">
      <p className="m-0">
        {texts.proposedBy(closure.proposedBy.email, texts.outcomeLabels[closure.outcome])}
      </p>
      <p className="m-0 break-anywhere">{closure.reason}</p>
      {closure.sarReference ? (
        <p className="m-0">
          {texts.sarReferenceLabel}: <span className="mono">{closure.sarReference}</span>
        </p>
      ) : null}
      {own ? <p className="note m-0">{texts.ownProposal}</p> : null}
      <div className="cluster">
        <Button onClick={() => send('approve')} disabled={decide.isPending}>
          {texts.approveButton}
        </Button>
        <Button variant="secondary" onClick={() => send('reject')} disabled={decide.isPending}>
          {texts.rejectButton}
        </Button>
      </div>
    </div>
  );
}

function ProposeForm({ detail, answer }: WithAnswer) {
  const propose = useProposeClosure(detail.reference);
  const [outcome, setOutcome] = useState<CaseOutcome>('no_action');
  const [reason, setReason] = useState('');
  const [sarReference, setSarReference] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; sarReference?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.clear();
    const found = {
      reason: reason.trim() ? undefined : texts.reasonRequired,
      sarReference: outcome === 'sar_filed' && !sarReference.trim() ? texts.sarReferenceRequired : undefined,
    };
    setErrors(found);
    if (found.reason || found.sarReference) return;
    propose.mutate(
      { outcome, reason, ...(outcome === 'sar_filed' ? { sarReference } : {}) },
      answer.handlers('The closure was not proposed.'),
    );
  };
  return (
    <form className="stack-sm" onSubmit={submit} noValidate>
      <Select
        label={texts.outcomeLabel}
        name="outcome"
        value={outcome}
        options={outcomeOptions}
        onChange={(event) => setOutcome(event.target.value as CaseOutcome)}
      />
      {outcome === 'sar_filed' ? (
        <TextField
          label={texts.sarReferenceLabel}
          name="sarReference"
          value={sarReference}
          maxLength={60}
          error={errors.sarReference}
          onChange={(event) => setSarReference(event.target.value)}
        />
      ) : null}
      <TextAreaField
        label={texts.closeReasonLabel}
        name="reason"
        value={reason}
        maxLength={1000}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="cluster">
        <Button type="submit" disabled={propose.isPending}>
          {texts.proposeButton}
        </Button>
      </div>
    </form>
  );
}
