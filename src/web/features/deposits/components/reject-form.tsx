import { ReasonForm } from '../../../components/ui/reason-form';

type RejectFormProps = { busy: boolean; onReject: (reason: string) => void; onCancel: () => void };

/** Asks why a cheque is rejected; the customer sees the reason beside the deposit and in the statement. */
export function RejectForm({ busy, onReject, onCancel }: RejectFormProps) {
  return <ReasonForm label="Reject cheque" busy={busy} onSubmit={onReject} onCancel={onCancel} />;
}
