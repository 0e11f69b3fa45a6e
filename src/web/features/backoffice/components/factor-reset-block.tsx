import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice, type NoticeValue } from '../../../components/ui/notice';
import { ReasonForm } from '../../../components/ui/reason-form';
import { errorText } from '../../../lib/api-client';
import { useFactorReset } from '../api/use-factor-reset';
import { backofficeTexts } from '../backoffice-texts';

const texts = backofficeTexts.factorReset;

/**
 * Resets the second factor of a customer whose authenticator app or passkey is in someone else's hands
 * (docs/insider-controls.md): the administrator confirms the identity check and says how; a second
 * administrator approves it in the approvals queue.
 */
export function FactorResetBlock({ id, name }: { id: string; name: string }) {
  const reset = useFactorReset();
  const [asking, setAsking] = useState(false);
  const [checked, setChecked] = useState(false);
  const [notice, setNotice] = useState<NoticeValue>(null);

  const confirm = (reason: string) => {
    if (!checked) {
      setNotice({ tone: 'error', text: texts.confirmCheck });
      return;
    }
    setNotice(null);
    reset.mutate(
      { id, reason },
      {
        onSuccess: (answer) => {
          setAsking(false);
          setChecked(false);
          setNotice({ tone: 'success', text: answer.message });
        },
        onError: (error) => setNotice({ tone: 'error', text: errorText(error, texts.failed) }),
      },
    );
  };

  return (
    <section className="card card-stack" aria-labelledby="bo-factor-title">
      <div className="toolbar bo-status__head">
        <h2 id="bo-factor-title" className="section-title">
          {texts.title}
        </h2>
        {!asking ? (
          <Button variant="danger" onClick={() => setAsking(true)}>
            {texts.button}
          </Button>
        ) : null}
      </div>
      <p className="muted">{texts.explain}</p>
      {asking ? (
        <>
          <label className="cluster">
            <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
            <span>{texts.checkLabel}</span>
          </label>
          <ReasonForm
            label={`${texts.button}: ${name}`}
            fieldLabel={texts.fieldLabel}
            submitLabel={texts.submit}
            busyLabel={texts.busy}
            requiredMessage={texts.howRequired}
            tone="danger"
            busy={reset.isPending}
            onSubmit={confirm}
            onCancel={() => setAsking(false)}
          />
        </>
      ) : null}
      <Notice notice={notice} />
    </section>
  );
}
