import type { KycState } from '../../../../shared/schemas/identity';
import { StatusBadge } from '../../../components/ui/status-badge';

const EXPLANATIONS: Record<KycState['status'], string> = {
  'Not submitted': 'You have not submitted identity documents yet.',
  Pending: 'Your documents are being reviewed. We will notify you of the decision.',
  Approved: 'Your identity is verified.',
  Rejected: 'Your documents were not accepted. Please submit new ones.',
};

function localDate(iso: string | null): string | null {
  return iso ? new Date(iso).toLocaleString() : null;
}

/** The review status of the newest submission, with the administrator's reason when there is one. */
export function KycStatus({ kyc }: { kyc: KycState }) {
  return (
    <section className="card kyc-status" aria-labelledby="kyc-status-title">
      <h2 id="kyc-status-title" className="subtitle">
        Review status
      </h2>
      <p>
        <StatusBadge family="kyc" status={kyc.status} />
      </p>
      <p>{EXPLANATIONS[kyc.status]}</p>
      {kyc.reason ? (
        <p className="kyc-status__reason">
          <strong>Reason:</strong> {kyc.reason}
        </p>
      ) : null}
      {kyc.idNumber || kyc.submittedAt ? (
        <dl className="facts facts--columns">
          {kyc.idNumber ? (
            <div className="facts__line">
              <dt>ID number</dt>
              <dd>{kyc.idNumber}</dd>
            </div>
          ) : null}
          {kyc.submittedAt ? (
            <div className="facts__line">
              <dt>Submitted</dt>
              <dd>{localDate(kyc.submittedAt)}</dd>
            </div>
          ) : null}
          {kyc.decidedAt ? (
            <div className="facts__line">
              <dt>Decided</dt>
              <dd>{localDate(kyc.decidedAt)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
