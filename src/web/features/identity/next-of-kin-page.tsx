import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { errorText } from '../../lib/api-client';
import { useNextOfKin } from './api/use-next-of-kin';
import { NextOfKinForm } from './components/next-of-kin-form';
import './identity.css';

/** `/NextOfKinForm`: who we contact on the customer's behalf; what is saved is loaded again to edit. */
export function NextOfKinPage() {
  const query = useNextOfKin();
  const [notice, setNotice] = useState<string>();
  const saved = query.data?.nextOfKin ?? null;

  return (
    <div className="page identity">
      <PageHeader title="Next of Kin" subtitle="The person we may contact on your behalf." />
      <div className="live-slot" role="status" aria-live="polite">
        {notice ? <p className="form-message form-message--success">{notice}</p> : null}
      </div>
      {query.isPending ? <p role="status">{messages.identity.loadingNextOfKin}</p> : null}
      {query.isError ? (
        <FormMessage tone="error">{errorText(query.error, messages.generic.internal)}</FormMessage>
      ) : null}
      {query.data ? (
        <section className="card next-of-kin" aria-label="Next of kin details">
          <NextOfKinForm key={saved?.updatedAt ?? 'new'} saved={saved} onSaved={setNotice} />
        </section>
      ) : null}
    </div>
  );
}
