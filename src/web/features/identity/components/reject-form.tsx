import { messages } from '../../../../shared/messages';
import { ReasonForm } from '../../../components/ui/reason-form';

type RejectFormProps = {
  name: string;
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
};

/** Asks why the documents are rejected; the customer reads the reason on their KYC page. */
export function RejectForm({ name, busy, onReject, onCancel }: RejectFormProps) {
  return (
    <ReasonForm
      label={`Reject the documents of ${name}`}
      requiredMessage={messages.adminKyc.reasonRequired}
      busy={busy}
      onSubmit={onReject}
      onCancel={onCancel}
    />
  );
}
