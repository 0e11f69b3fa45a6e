import { messages } from '../../../../shared/messages';
import { FormMessage } from '../../../components/ui/form-message';
import { errorText } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';
import { useDeposits } from '../api/use-deposits';
import { DepositStatusBadge } from '../deposit-status';

/** The customer's cheques, newest first, each with its status (and the reason when it was rejected). */
export function DepositsList() {
  const deposits = useDeposits();
  return (
    <section className="card deposits" aria-labelledby="deposits-title">
      <h2 id="deposits-title" className="deposits__title">
        Your cheque deposits
      </h2>
      {deposits.isPending ? <p role="status">{messages.chequeDeposit.loading}</p> : null}
      {deposits.isError ? (
        <FormMessage tone="error">{errorText(deposits.error, messages.chequeDeposit.loadError)}</FormMessage>
      ) : null}
      {deposits.data?.length === 0 ? <p className="deposits__empty">{messages.chequeDeposit.empty}</p> : null}
      {deposits.data?.length ? (
        <div className="deposits__scroll" tabIndex={0} role="region" aria-label="Cheque deposits">
          <table className="deposits__table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Reference</th>
                <th scope="col" className="deposits__number">
                  Amount
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {deposits.data.map((deposit) => (
                <tr key={deposit._id}>
                  <td>
                    <time dateTime={deposit.createdAt}>{new Date(deposit.createdAt).toLocaleString()}</time>
                  </td>
                  <td className="deposits__reference">{deposit.reference}</td>
                  <td className="deposits__number">{formatMoney(deposit.amount)}</td>
                  <td>
                    <DepositStatusBadge status={deposit.status} reason={deposit.reason} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
