import { useRef, useState } from 'react';
import { messages } from '../../../shared/messages';
import type { Transaction } from '../../../shared/schemas/transfers';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { useAccounts } from '../../lib/accounts-query';
import { errorText } from '../../lib/api-client';
import { useTransactions, type StatementFilters } from './api/use-transactions';
import { HistoryFilters, noFilters } from './components/history-filters';
import { ReceiptDialog } from './components/receipt-dialog';
import { StatementDownload } from './components/statement-download';
import { TransactionsTable } from './components/transactions-table';
import './history.css';

/** `/HistoryPage` (Bank Statement): every payment, newest first, with filters, receipts and downloads. */
export function HistoryPage() {
  const accounts = useAccounts();
  const [filters, setFilters] = useState<StatementFilters>(noFilters);
  const list = useTransactions(filters);
  const [receiptId, setReceiptId] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const transactions = list.data?.pages.flatMap((page) => page.transactions) ?? [];

  const openReceipt = (transaction: Transaction, button: HTMLButtonElement) => {
    opener.current = button;
    setReceiptId(transaction._id);
  };
  const closeReceipt = () => {
    setReceiptId(null);
    opener.current?.focus();
  };

  return (
    <div className="history">
      <PageHeader title="Bank Statement" subtitle="Your payments in and out, newest first." />
      <section className="card history__panel" aria-label="Transactions">
        <HistoryFilters value={filters} accounts={accounts.data} onChange={setFilters} />
        {list.isPending ? <p role="status">{messages.history.loading}</p> : null}
        {list.isError && !list.data ? (
          <FormMessage tone="error">{errorText(list.error, messages.history.error)}</FormMessage>
        ) : null}
        {list.data && transactions.length === 0 ? (
          <p className="history__empty">{messages.history.empty}</p>
        ) : null}
        {transactions.length > 0 ? (
          <TransactionsTable transactions={transactions} onViewReceipt={openReceipt} />
        ) : null}
        {list.data ? (
          <div className="history__footer">
            <p aria-live="polite">{messages.history.showing(transactions.length)}</p>
            {list.hasNextPage ? (
              <Button
                variant="secondary"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>
      <StatementDownload accounts={accounts.data} />
      <ReceiptDialog transactionId={receiptId} onClose={closeReceipt} />
    </div>
  );
}
