import { messages } from '../../../../shared/messages';
import { ReasonForm } from '../../../components/ui/reason-form';

type RejectFormProps = {
  label: string;
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
};

/** Asks why an application is rejected; the customer sees the reason beside the application. */
export function RejectForm({ label, busy, onReject, onCancel }: RejectFormProps) {
  return (
    <ReasonForm
      label={label}
      requiredMessage={messages.adminCards.reasonRequired}
      busy={busy}
      onSubmit={onReject}
      onCancel={onCancel}
    />
  );
}
