import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { useUserStatus } from '../api/use-user-status';
import type { CustomerDetail } from '../api/use-customer-detail';
import { Notice, type NoticeValue } from '../../../components/ui/notice';
import { ReasonForm } from '../../../components/ui/reason-form';
import { backofficeTexts } from '../backoffice-texts';
import { StatusBadge } from '../../../components/ui/status-badge';

/** Active or Disabled (with why), and the button that changes it after asking for a reason. */
export function StatusBlock({ id, detail }: { id: string; detail: CustomerDetail }) {
  const change = useUserStatus();
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<NoticeValue>(null);
  const { disabled, disabledReason } = detail.status;
  const name = `${detail.profile.firstName} ${detail.profile.lastName}`.trim();
  const action = disabled ? 'enable' : 'disable';

  const confirm = (reason: string) => {
    setNotice(null);
    change.mutate(
      { id, change: action, reason },
      {
        onSuccess: (answer) => {
          setAsking(false);
          setNotice({ tone: 'success', text: answer.message });
        },
        onError: (error) =>
          setNotice({ tone: 'error', text: errorText(error, 'The change could not be made.') }),
      },
    );
  };

  return (
    <section className="card card-stack" aria-labelledby="bo-status-title">
      <div className="toolbar bo-status__head">
        <h2 id="bo-status-title" className="section-title">
          Status
        </h2>
        {!asking ? (
          <Button variant={disabled ? 'primary' : 'danger'} onClick={() => setAsking(true)}>
            {disabled ? 'Enable' : 'Disable'}
          </Button>
        ) : null}
      </div>
      <p className="cluster bo-status">
        <StatusBadge family="account" status={disabled ? 'Disabled' : 'Active'} />
        {disabled && disabledReason ? <span>Reason: {disabledReason}</span> : null}
      </p>
      {disabled ? null : (
        <p className="muted">Disabling ends every session at once and blocks sign-in and money movement.</p>
      )}
      {asking ? (
        <ReasonForm
          label={`${disabled ? 'Enable' : 'Disable'} ${name}`}
          fieldLabel={disabled ? 'Reason for enabling' : 'Reason for disabling'}
          submitLabel={disabled ? 'Confirm enable' : 'Confirm disable'}
          busyLabel={disabled ? 'Enabling…' : 'Disabling…'}
          requiredMessage={backofficeTexts.reasonRequired}
          tone={disabled ? 'primary' : 'danger'}
          busy={change.isPending}
          onSubmit={confirm}
          onCancel={() => setAsking(false)}
        />
      ) : null}
      <Notice notice={notice} />
    </section>
  );
}
