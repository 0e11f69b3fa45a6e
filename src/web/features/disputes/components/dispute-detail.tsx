import { useState, type FormEvent } from 'react';
import { messages } from '../../../../shared/messages';
import { disputeMessages as text } from '../../../../shared/financial-crime-messages';
import {
  DISPUTE_DECISIONS,
  type DisputeDecision,
  type StaffDispute,
} from '../../../../shared/schemas/disputes';
import { Button } from '../../../components/ui/button';
import { Facts } from '../../../components/ui/facts';
import { FormMessage } from '../../../components/ui/form-message';
import { LocalTime } from '../../../components/ui/local-time';
import { Select } from '../../../components/ui/select';
import { TextAreaField } from '../../../components/ui/text-field';
import { apiBlob } from '../../../lib/api-files';
import { errorText } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';
import { disputeReason, useDecideDispute } from '../api/use-disputes-queue';

/** Downloads a letter with the dispute as the staff reason (a plain link would send none). */
async function downloadLetter(d: StaffDispute, letter: StaffDispute['letters'][number]) {
  const blob = await apiBlob(
    `/disputes/letters/${encodeURIComponent(letter._id)}`,
    undefined,
    disputeReason(d.reference),
  );
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `dispute-${d.reference}-${letter.kind.replace(/_/g, '-')}.pdf`;
  a.click();
  URL.revokeObjectURL(url);
}

function DecisionForm({ dispute, onDecided }: { dispute: StaffDispute; onDecided: (text: string) => void }) {
  const decide = useDecideDispute(dispute._id, (answer) =>
    onDecided('request' in answer ? answer.message : text.decided(dispute.reference)),
  );
  const [decision, setDecision] = useState<DisputeDecision | ''>('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!decision || note.trim().length < 3) return;
    decide.mutate({ decision, note: note.trim() });
  };
  return (
    <form className="stack-sm" onSubmit={submit} noValidate aria-label={text.decideTitle(dispute.reference)}>
      <h3 className="text-md m-0">{text.decideTitle(dispute.reference)}</h3>
      <Select
        label={text.decisionLabel}
        value={decision}
        placeholder="Choose…"
        error={tried && !decision ? 'Choose a decision.' : undefined}
        onChange={(e) => setDecision(e.target.value as DisputeDecision | '')}
        options={DISPUTE_DECISIONS.map((d) => ({ value: d, label: text.decisions[d] }))}
      />
      <TextAreaField
        label={text.noteLabel}
        value={note}
        maxLength={1000}
        error={tried && note.trim().length < 3 ? text.noteRequired : undefined}
        onChange={(e) => setNote(e.target.value)}
      />
      <FormMessage tone="error">
        {decide.isError ? errorText(decide.error, messages.generic.internal) : null}
      </FormMessage>
      <div>
        <Button type="submit" disabled={decide.isPending}>
          {text.decide}
        </Button>
      </div>
    </form>
  );
}

/** One dispute as staff read it: the customer's account, the payment, the timeline, letters, the decision. */
export function DisputeDetail({
  dispute,
  onDecided,
}: {
  dispute: StaffDispute;
  onDecided: (text: string) => void;
}) {
  const [letterError, setLetterError] = useState<string | null>(null);
  return (
    <div className="stack-sm">
      <Facts
        lines={[
          ['Customer', `${dispute.customer.name} (${dispute.customer.email})`],
          ['Payment', `${dispute.paymentReference} · ${dispute.payment.description}`],
          ['Paid', <LocalTime key="paid" iso={dispute.payment.createdAt} />],
          ['Amount and fee', `${formatMoney(dispute.payment.amount)} + ${formatMoney(dispute.payment.fee)}`],
          ['To', Object.values(dispute.payment.counterparty).filter(Boolean).join(' · ') || null],
          ['Problem', text.reasons[dispute.reason]],
          ['In dispute', formatMoney(dispute.amount)],
          ['Status', text.statuses[dispute.status]],
          ['Provisional credit due', dispute.provisionalDueOn],
          ['Decision due', dispute.decisionDueOn],
          ['Reversal on', dispute.reversalDueOn],
          ['Decided by', dispute.decidedBy],
          ['Reasons given', dispute.decisionNote],
        ]}
      />
      <h3 className="text-md m-0">The customer’s account</h3>
      <p className="bordered rounded p-3 m-0 break-anywhere">{dispute.statement}</p>
      <ol className="plain-list divided">
        {dispute.events.map((e, i) => (
          <li key={`${e.kind}-${i}`}>
            <span className="note">
              <LocalTime iso={e.at} />
            </span>{' '}
            {e.text}
          </li>
        ))}
      </ol>
      <div className="row-wrap">
        {dispute.letters.map((l) => (
          <Button
            key={l._id}
            variant="secondary"
            className="button--small"
            onClick={() => {
              setLetterError(null);
              downloadLetter(dispute, l).catch((e: unknown) =>
                setLetterError(errorText(e, messages.generic.internal)),
              );
            }}
          >
            {text.letterDownload(l.title)}
          </Button>
        ))}
      </div>
      <FormMessage tone="error">{letterError}</FormMessage>
      {dispute.status === 'open' ? <DecisionForm dispute={dispute} onDecided={onDecided} /> : null}
    </div>
  );
}
