import type { KycState } from '../../../../shared/schemas/identity';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Facts } from '../../../components/ui/facts';
import { localDateTime } from '../../../lib/format-date';
import { Card } from '../../../components/ui/card';

const EXPLANATIONS: Record<KycState['status'], string> = {
  'Not submitted': 'You have not submitted identity documents yet.',
  Pending: 'Your documents are being reviewed. We will notify you of the decision.',
  Approved: 'Your identity is verified.',
  Rejected: 'Your documents were not accepted. Please submit new ones.',
};

/** The review status of the newest submission, with the administrator's reason when there is one. */
export function KycStatus({ kyc }: { kyc: KycState }) {
  return (
    <Card className="stack-sm" title="Review status" titleClassName="subtitle">
      <p>
        <StatusBadge family="kyc" status={kyc.status} />
      </p>
      <p>{EXPLANATIONS[kyc.status]}</p>
      {kyc.reason ? (
        <p className="break-anywhere rounded kyc-status__reason">
          <strong>Reason:</strong> {kyc.reason}
        </p>
      ) : null}
      {kyc.idNumber || kyc.submittedAt ? (
        <Facts
          className="facts facts--columns"
          lines={[
            ['ID number', kyc.idNumber || null],
            ['Submitted', kyc.submittedAt ? localDateTime(kyc.submittedAt) : null],
            ['Decided', kyc.decidedAt ? localDateTime(kyc.decidedAt) : null],
          ]}
        />
      ) : null}
    </Card>
  );
}
