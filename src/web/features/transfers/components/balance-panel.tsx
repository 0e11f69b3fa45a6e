import { messages } from '../../../../shared/messages';
import type { Account } from '../../../../shared/schemas/transfers';
import { FormMessage } from '../../../components/ui/form-message';
import { maskedNumber } from '../../../lib/accounts-query';
import { formatMoney } from '../../../lib/format-money';
import { totalBalance } from '../transfer-math';

const PAYING_ACCOUNTS = ['Checking', 'Savings'];

type BalancePanelProps = {
  accounts: Account[] | undefined;
  loading: boolean;
  failed: boolean;
  /** The fee line as the spec writes it, e.g. "Fee: $35". */
  feeLine: string;
};

/** SPEC.md "Total Balance: $…" with the real figure, what it adds up, and the fee of this kind of transfer. */
export function BalancePanel({ accounts: all, loading, failed, feeLine }: BalancePanelProps) {
  // Only Checking and Savings pay out (pots take money only by a move between one's own accounts): the
  // panel adds up what a transfer can come from, as its caption says, however many pots there are.
  const accounts = all?.filter((account) => PAYING_ACCOUNTS.includes(account.name));
  return (
    <section className="card stack-xs transfer-balance" aria-label="Balances and fee">
      <p className="text-lg">
        Total Balance:{' '}
        <strong className="text-xl tabular">{formatMoney(accounts ? totalBalance(accounts) : 0)}</strong>
      </p>
      <p className="note">{messages.transferForm.totalBalanceCaption}</p>
      {loading ? <p role="status">{messages.transferForm.loadingAccounts}</p> : null}
      {failed ? <FormMessage tone="error">{messages.transferForm.accountsError}</FormMessage> : null}
      {accounts && accounts.length > 0 ? (
        <dl className="facts mt-1">
          {accounts.map((account) => (
            <div key={account._id} className="facts__line gap-3">
              <dt className="muted">
                {account.name} {maskedNumber(account.accountNumber)}
              </dt>
              <dd>{formatMoney(account.balance)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="mt-1 bold rounded tone-info transfer-balance__fee">{feeLine}</p>
    </section>
  );
}
