import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { useKycStatus } from '../api/use-kyc-status';
import { Card } from '../../../components/ui/card';

/**
 * Tells a customer whose identity is not verified yet what they cannot do until it is (outgoing
 * transfers are capped, loans and cards are not approved), with the way to fix it. Nothing is shown
 * once KYC is Approved, or while the status is unknown.
 */
export function KycNotice() {
  const { data } = useKycStatus();
  if (!data || data.status === 'Approved') return null;
  return (
    <Card
      className="stack-xs items-start accent-edge"
      title={<>Identity not verified{data.status === 'Pending' ? ' (under review)' : ''}</>}
      titleClassName="subtitle"
    >
      <p>{messages.kyc.dashboardNotice}</p>
      <Link className="button button--primary" to="/KycVerificationPage">
        {messages.kyc.dashboardLink}
      </Link>
    </Card>
  );
}
