import { ReasonForm } from '../../../components/ui/reason-form';

type ReturnFormProps = {
  reference: string;
  busy: boolean;
  onReturn: (reason: string) => void;
  onCancel: () => void;
};

/** Asks why a transfer is being returned; the reason is shown to the customer on the receipt. */
export function ReturnForm({ reference, busy, onReturn, onCancel }: ReturnFormProps) {
  return (
    <ReasonForm
      label={`Return ${reference}`}
      fieldLabel="Reason for return"
      submitLabel="Confirm return"
      busyLabel="Returning…"
      busy={busy}
      onSubmit={onReturn}
      onCancel={onCancel}
    />
  );
}
