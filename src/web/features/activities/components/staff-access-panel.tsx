import { messages } from '../../../../shared/messages';
import { staffReadMessages } from '../../../../shared/account-messages';
import { Card } from '../../../components/ui/card';
import { FormMessage } from '../../../components/ui/form-message';
import { LocalTime } from '../../../components/ui/local-time';
import { errorText } from '../../../lib/api-client';
import { useStaffAccess } from '../api/use-staff-access';

/** Who looked at my account (docs/staff-access.md): each staff read of the customer's records, with its reason. */
export function StaffAccessPanel() {
  const reads = useStaffAccess();
  return (
    <Card className="panel" title={staffReadMessages.panelTitle}>
      {reads.isPending ? <p role="status">{messages.activities.loading}</p> : null}
      {reads.isError && !reads.data ? (
        <FormMessage tone="error">{errorText(reads.error, messages.activities.loadError)}</FormMessage>
      ) : null}
      {reads.data && reads.data.length === 0 ? <p className="muted">{staffReadMessages.panelEmpty}</p> : null}
      {reads.data && reads.data.length > 0 ? (
        <ul className="plain-list" aria-label={staffReadMessages.panelTitle}>
          {reads.data.map((read, index) => (
            <li key={`${read.timestamp}-${index}`} className="list-line">
              <span className="strong">{read.text}</span>
              <LocalTime className="note" iso={read.timestamp} />
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
