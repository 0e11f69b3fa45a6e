import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '../../../shared/messages';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { SkeletonRows, SkeletonState } from '../../components/ui/skeleton';
import { StatementFilterBar } from '../../components/ui/statement-filter-bar';
import { TryAgain } from '../../components/ui/try-again';
import { maskedNumber, useAccounts } from '../../lib/accounts-query';
import { errorText } from '../../lib/api-client';
import { noFilters, type StatementFilters } from '../../lib/statement-filters';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { useTransactions } from './api/use-transactions';
import { ReceiptDialog } from './components/receipt-dialog';
import { StatementDownload } from './components/statement-download';
import { StatementList } from './components/statement-list';
import { TransactionsTable } from './components/transactions-table';
import { noSearch, TransactionSearchBar, type TransactionSearch } from './components/transaction-search';
import './history.css';

/**
 * `/HistoryPage` (Bank Statement): every payment, newest first and grouped by day, with filters, receipts
 * and downloads. The spec's table on a wide screen, one compact line per payment on a phone.
 * `?receipt=<id>` (the dashboard's recent payments) opens that payment's receipt.
 */
export function HistoryPage() {
  const accounts = useAccounts();
  const [filters, setFilters] = useState<StatementFilters>(noFilters);
  const [search, setSearch] = useState<TransactionSearch>(noSearch);
  const list = useTransactions(filters, search);
  // A search for a payment's exact reference opens its receipt, once per search.
  const exactPending = useRef<string | null>(null);
  const [params, setParams] = useSearchParams();
  const [receiptId, setReceiptId] = useState<string | null>(() => params.get('receipt'));
  const phone = useMediaQuery(PHONE_QUERY);
  const transactions = list.data?.pages.flatMap((page) => page.transactions);
  const closeReceipt = () => {
    setReceiptId(null);
    if (params.has('receipt')) setParams({}, { replace: true });
  };
  const failed = list.isError && !list.data;
  const searching = Object.values(search).some(Boolean);
  useEffect(() => {
    const wanted = exactPending.current;
    if (!wanted || list.isFetching || !transactions) return;
    exactPending.current = null;
    const match = transactions.find((t) => t.reference.toLowerCase() === wanted.toLowerCase());
    if (match) setReceiptId(match._id);
  }, [transactions, list.isFetching]);
  const applySearch = (next: TransactionSearch) => {
    exactPending.current = next.q || null;
    setSearch(next);
  };
  // While loading, grey lines stand where the payments will be (SPEC.md's "Loading transactions..." for readers).
  const state = { emptyText: searching ? messages.search.noMatches : messages.history.empty };

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
        <TransactionSearchBar value={search} onChange={applySearch} />
        {list.isPending ? (
          <SkeletonState label={messages.history.loading}>
            <SkeletonRows rows={6} rowHeight={phone ? 56 : 48} />
          </SkeletonState>
        ) : null}
        {failed ? (
          <TryAgain
            message={errorText(list.error, messages.history.error)}
            onRetry={() => void list.refetch()}
          />
        ) : phone ? (
          <StatementList transactions={transactions} onViewReceipt={(t) => setReceiptId(t._id)} {...state} />
        ) : (
          <TransactionsTable
            transactions={transactions}
            onViewReceipt={(transaction) => setReceiptId(transaction._id)}
            {...state}
          />
        )}
        {list.data ? (
          <div className="toolbar muted data-table__footer mt-3">
            <p aria-live="polite">{messages.history.showing(transactions?.length ?? 0)}</p>
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
