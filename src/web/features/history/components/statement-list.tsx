import { messages } from '../../../../shared/messages';
import type { Transaction } from '../../../../shared/schemas/transfers';
import { ListState, type ListStateProps } from '../../../components/ui/data-table';
import { PaymentAmount } from '../../../components/ui/payment-amount';
import { localDate, localTime } from '../../../lib/format-date';
import { counterpartyName } from '../../../lib/payment-labels';
import { statusText, typeText } from '../history-labels';
import { DAY_HEADING } from './transactions-table';

type StatementListProps = Omit<ListStateProps, 'rows'> & {
  transactions: Transaction[] | undefined;
  onViewReceipt: (transaction: Transaction) => void;
};

/** Payments in groups of one day each, newest first, keeping the server's order. */
function byDay(transactions: Transaction[]): Array<[string, Transaction[]]> {
  const days: Array<[string, Transaction[]]> = [];
  for (const t of transactions) {
    const day = localDate(t.createdAt, DAY_HEADING);
    const last = days[days.length - 1];
    if (last && last[0] === day) last[1].push(t);
    else days.push([day, [t]]);
  }
  return days;
}

/** One payment on one line (at most 72 px): who, time, type and status under it, the signed amount. */
function StatementRow({ t, onOpen }: { t: Transaction; onOpen: () => void }) {
  return (
    <li>
      <button type="button" className="bare-button statement-row" onClick={onOpen}>
        <span className="grid min-w-0">
          <span className="bold statement-row__name">{counterpartyName(t)}</span>
          <span className="note statement-row__meta">
            <time dateTime={t.createdAt}>{localTime(t.createdAt)}</time> · {typeText(t.type)} ·{' '}
            {statusText(t.status)}
          </span>
        </span>
        <PaymentAmount transaction={t} />
        <span className="visually-hidden">, {messages.moneyFirst.viewReceipt}</span>
      </button>
    </li>
  );
}

/** The statement on a phone: compact rows under day headings, each opening its receipt. */
export function StatementList({ transactions, onViewReceipt, ...state }: StatementListProps) {
  return (
    <>
      <ListState rows={transactions} {...state} />
      {transactions && transactions.length > 0 ? (
        <div className="stack-sm" role="region" aria-label="Transactions list">
          {byDay(transactions).map(([day, rows]) => (
            <section key={day} aria-label={day}>
              <h2 className="note bold statement-list__day">{day}</h2>
              <ul className="plain-list divided">
                {rows.map((t) => (
                  <StatementRow key={t._id} t={t} onOpen={() => onViewReceipt(t)} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : null}
    </>
  );
}
