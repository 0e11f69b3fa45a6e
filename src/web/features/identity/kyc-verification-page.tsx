import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { errorText } from '../../lib/api-client';
import { useKycState } from './api/use-kyc';
import { KycForm } from './components/kyc-form';
import { KycStatus } from './components/kyc-status';
import './identity.css';

/** `/KycVerificationPage`: the review status, and the form while nothing is submitted or after a rejection. */
export function KycVerificationPage() {
  const kyc = useKycState();
  const [notice, setNotice] = useState<string>();
  const canSubmit = kyc.data?.status === 'Not submitted' || kyc.data?.status === 'Rejected';

  return (
    <div className="page identity">
      <PageHeader
        title="KYC Verification"
        subtitle="Prove your identity with an ID and a proof of address. An administrator reviews them."
      />
      <div className="live-slot" role="status" aria-live="polite">
        {notice ? <p className="form-message form-message--success">{notice}</p> : null}
      </div>
      {kyc.isPending ? <p role="status">{messages.identity.loadingKyc}</p> : null}
      {kyc.isError ? (
        <FormMessage tone="error">{errorText(kyc.error, messages.generic.internal)}</FormMessage>
      ) : null}
      {kyc.data ? (
        <div className="columns gap-5 identity__grid">
          <KycStatus kyc={kyc.data} />
          {canSubmit ? <KycForm key={kyc.data.submittedAt ?? 'first'} onSubmitted={setNotice} /> : null}
        </div>
      ) : null}
    </div>
  );
}
