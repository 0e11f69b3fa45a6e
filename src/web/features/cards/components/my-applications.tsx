import { messages } from '../../../../shared/messages';
import type { CardApplication } from '../../../../shared/schemas/cards';
import { formatMoney } from '../../../lib/format-money';
import { StatusBadge } from '../../../components/ui/status-badge';

/** The customer's applications with their status and, when declined, the reason they were given. */
export function MyApplications({ applications }: { applications: CardApplication[] }) {
  if (applications.length === 0) return <p className="cards__empty">{messages.cards.noApplications}</p>;
  return (
    <div className="cards-table-wrap" tabIndex={0} role="region" aria-label="Your card applications">
      <table className="cards-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Card</th>
            <th scope="col">Account</th>
            <th scope="col" className="cards-table__number">
              Fee
            </th>
            <th scope="col">Status</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <tr key={application._id}>
              <td>
                <time dateTime={application.createdAt}>
                  {new Date(application.createdAt).toLocaleDateString()}
                </time>
              </td>
              <td>{application.brand}</td>
              <td>{application.account}</td>
              <td className="cards-table__number">{formatMoney(application.fee)}</td>
              <td>
                <StatusBadge family="cardApplication" status={application.status} />
              </td>
              <td className="cards-table__reason">{application.reason ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
