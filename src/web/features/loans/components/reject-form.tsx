import { ReasonForm } from '../../../components/ui/reason-form';

type Props = { label: string; busy: boolean; onReject: (reason: string) => void; onCancel: () => void };

/** Asks why a loan is rejected; the customer reads the reason on the loan's page. */
export function RejectForm({ label, busy, onReject, onCancel }: Props) {
  return (
    <ReasonForm
      label={`Reject ${label}`}
      requiredMessage="Please give a reason."
      busy={busy}
      onSubmit={onReject}
      onCancel={onCancel}
    />
  );
}
