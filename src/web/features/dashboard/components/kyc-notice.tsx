import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import type { KycState } from '../../../../shared/schemas/identity';
import { Card } from '../../../components/ui/card';

/**
 * Tells a customer whose identity is not verified yet what they cannot do until it is (outgoing
 * transfers are capped, loans and cards are not approved), with the way to fix it. Nothing is shown
 * once KYC is Approved, or when the status is unknown. The dashboard renders it only once the status has
 * arrived, under the balance, so it never pushes the balance down.
 */
export function KycNotice({ kyc }: { kyc: KycState | undefined }) {
  if (!kyc || kyc.status === 'Approved') return null;
  return (
    <Card
      className="stack-xs items-start accent-edge kyc-notice"
      title={<>Identity not verified{kyc.status === 'Pending' ? ' (under review)' : ''}</>}
      titleClassName="subtitle"
    >
      <p>{messages.kyc.dashboardNotice}</p>
      <Link className="button button--primary" to="/KycVerificationPage">
        {messages.kyc.dashboardLink}
      </Link>
    </Card>
  );
}
