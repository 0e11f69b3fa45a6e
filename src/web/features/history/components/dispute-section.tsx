import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { disputeMessages as text } from '../../../../shared/financial-crime-messages';
import {
  DISPUTE_REASONS,
  DISPUTE_STATEMENT_MAX,
  DISPUTE_STATEMENT_MIN,
  type Dispute,
  type DisputeReason,
} from '../../../../shared/schemas/disputes';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Select } from '../../../components/ui/select';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/api-client';
import { useFileDispute, usePaymentDisputes } from '../api/use-disputes';
import { DisputeTimeline } from './dispute-timeline';

/** "Not authorised": the way to the existing lockdown ("This wasn't me" on Recent Activities). */
function LockdownOffer() {
  return (
    <div className="stack-xs p-3 rounded tone-danger" role="note">
      <p className="m-0">{text.lockdownOffer}</p>
      <div>
        <Link className="button button--danger button--small" to="/ActivitiesPage">
          {text.lockdownLink}
        </Link>
      </div>
    </div>
  );
}

type ReportFormProps = {
  paymentId: string;
  onCancel: () => void;
  onFiled: (dispute: Dispute) => void;
};

function ReportForm({ paymentId, onCancel, onFiled }: ReportFormProps) {
  const file = useFileDispute(paymentId);
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [statement, setStatement] = useState('');
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const reasonError = tried && !reason ? text.reasonRequired : undefined;
  const trimmed = statement.trim();
  const statementError = tried && trimmed.length < DISPUTE_STATEMENT_MIN ? text.statementTooShort : undefined;
  const amountError = tried && reason === 'wrong_amount' && !amount.trim() ? text.amountRequired : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!reason || trimmed.length < DISPUTE_STATEMENT_MIN) return;
    if (reason === 'wrong_amount' && !amount.trim()) return;
    file.mutate({ reason, statement: trimmed, amount: amount.trim() || undefined }, { onSuccess: onFiled });
  };

  return (
    <form className="stack-sm" onSubmit={submit} noValidate aria-label={text.formTitle}>
      <h3 className="text-md m-0">{text.formTitle}</h3>
      <p className="note m-0">{text.formIntro}</p>
      <Select
        label={text.reasonLabel}
        value={reason}
        placeholder="Choose…"
        error={reasonError}
        onChange={(e) => setReason(e.target.value as DisputeReason | '')}
        options={DISPUTE_REASONS.map((r) => ({ value: r, label: text.reasons[r] }))}
      />
      {reason === 'not_authorised' ? <LockdownOffer /> : null}
      <TextAreaField
        label={text.statementLabel}
        hint={text.statementHint}
        value={statement}
        maxLength={DISPUTE_STATEMENT_MAX}
        error={statementError}
        onChange={(e) => setStatement(e.target.value)}
      />
      {reason === 'wrong_amount' || reason === 'duplicate' ? (
        <TextField
          label={text.amountLabel}
          hint={text.amountHint}
          inputMode="decimal"
          value={amount}
          error={amountError}
          onChange={(e) => setAmount(e.target.value)}
        />
      ) : null}
      <FormMessage tone="error">
        {file.isError ? errorText(file.error, messages.generic.internal) : null}
      </FormMessage>
      <div className="row-wrap">
        <Button type="submit" disabled={file.isPending}>
          {text.submit}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}

/**
 * The receipt's disputes (issue 50 part 3): the timeline of each, and "Report a problem" while the payment
 * may be disputed. A report of an unauthorised payment offers the lockdown.
 */
export function DisputeSection({ paymentId }: { paymentId: string }) {
  const disputes = usePaymentDisputes(paymentId);
  const [reporting, setReporting] = useState(false);
  const [filed, setFiled] = useState<Dispute | null>(null);
  if (disputes.isError) return <FormMessage tone="error">{text.loadFailed}</FormMessage>;
  if (!disputes.data) return null;
  return (
    <div className="stack-sm">
      {filed ? <FormMessage tone="success">{text.filed(filed.reference)}</FormMessage> : null}
      {filed?.reason === 'not_authorised' ? <LockdownOffer /> : null}
      {disputes.data.disputes.map((d) => (
        <DisputeTimeline key={d._id} dispute={d} />
      ))}
      {disputes.data.canDispute && !reporting ? (
        <div>
          <Button variant="secondary" onClick={() => setReporting(true)}>
            {text.reportProblem}
          </Button>
        </div>
      ) : null}
      {disputes.data.canDispute && reporting ? (
        <ReportForm
          paymentId={paymentId}
          onCancel={() => setReporting(false)}
          onFiled={(d) => {
            setReporting(false);
            setFiled(d);
          }}
        />
      ) : null}
    </div>
  );
}
