import { useState, type FormEvent } from 'react';
import { staffReadMessages as texts } from '../../../../shared/account-messages';
import {
  STAFF_REASON_KINDS,
  STAFF_REASON_MAX,
  staffReason,
  type StaffReason,
} from '../../../../shared/schemas/staff-reads';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';

type Props = {
  open: boolean;
  /** The reason given, checked as the server checks it. */
  onReason: (reason: StaffReason) => void;
  /** Closed without a reason: nothing of the customer is loaded. */
  onCancel: () => void;
};

const kindOptions = STAFF_REASON_KINDS.map((kind) => ({ value: kind, label: texts.reasonKinds[kind] }));

/** Asks why the administrator opens this customer, before any of their records is read. */
export function StaffReasonDialog({ open, onReason, onCancel }: Props) {
  const [kind, setKind] = useState<StaffReason['kind']>('ticket');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffReason.safeParse({ kind, text });
    if (!parsed.success) {
      setError(texts.textTooShort);
      return;
    }
    onReason(parsed.data);
  };

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={texts.dialogTitle}
      closeLabel={texts.cancel}
      closeButton={false}
    >
      <form className="stack" onSubmit={submit} noValidate>
        <p>{texts.dialogIntro}</p>
        <Select
          label={texts.kindLabel}
          name="kind"
          value={kind}
          options={kindOptions}
          onChange={(event) => setKind(event.target.value as StaffReason['kind'])}
        />
        <TextField
          label={texts.textLabel}
          name="text"
          value={text}
          maxLength={STAFF_REASON_MAX}
          hint={texts.textHint}
          error={error}
          autoFocus
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        <div className="cluster">
          <Button type="submit">{texts.open}</Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {texts.cancel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
