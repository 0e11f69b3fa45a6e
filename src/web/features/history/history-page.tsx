import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { PageHeader } from '../../components/ui/page-header';
import { StatementFilterBar } from '../../components/ui/statement-filter-bar';
import { maskedNumber, useAccounts } from '../../lib/accounts-query';
import { errorText } from '../../lib/api-client';
import { noFilters, type StatementFilters } from '../../lib/statement-filters';
import { useTransactions } from './api/use-transactions';
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
  const transactions = list.data?.pages.flatMap((page) => page.transactions);

  return (
    <div className="page history">
      <PageHeader title="Bank Statement" subtitle="Your payments in and out, newest first." />
      <section className="card panel" aria-label="Transactions">
        <StatementFilterBar
          label="Filter transactions"
          value={filters}
          accounts={accounts.data}
          accountLabel={(account) => `${account.name} ${maskedNumber(account.accountNumber)}`}
          onChange={setFilters}
        />
        <TransactionsTable
          transactions={transactions}
          onViewReceipt={(transaction) => setReceiptId(transaction._id)}
          loading={list.isPending}
          loadingText={messages.history.loading}
          error={list.isError && !list.data ? errorText(list.error, messages.history.error) : null}
          emptyText={messages.history.empty}
          footer={
            list.data ? <p aria-live="polite">{messages.history.showing(transactions?.length ?? 0)}</p> : null
          }
          pager={{
            hasMore: list.hasNextPage,
            loading: list.isFetchingNextPage,
            onMore: () => void list.fetchNextPage(),
          }}
        />
      </section>
      <StatementDownload accounts={accounts.data} />
      <ReceiptDialog transactionId={receiptId} onClose={() => setReceiptId(null)} />
    </div>
  );
}
