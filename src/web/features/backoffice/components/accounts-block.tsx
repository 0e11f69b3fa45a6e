import type { Account } from '../../../../shared/schemas/transfers';
import { formatMoney } from '../../../lib/format-money';

/** The customer's deposit accounts with their numbers and balances. */
export function AccountsBlock({ accounts }: { accounts: Account[] }) {
  return (
    <section className="card bo-section" aria-labelledby="bo-accounts-title">
      <h2 id="bo-accounts-title" className="bo-title">
        Accounts
      </h2>
      {accounts.length === 0 ? (
        <p className="bo-empty">No accounts: administrators hold no customer accounts.</p>
      ) : (
        <div className="bo-table-wrap" tabIndex={0} role="region" aria-label="Accounts table">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Account number</th>
                <th scope="col" className="bo-table__number">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => (
                <tr key={account._id}>
                  <td>{account.name}</td>
                  <td className="bo-mono">{account.accountNumber}</td>
                  <td className="bo-table__number">{formatMoney(account.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
