import type { Account, Transaction } from '../../../../shared/schemas/transfers';
import { StatementFilterBar } from '../../../components/ui/statement-filter-bar';
import type { StatementFilters } from '../api/use-customer-detail';
import { backofficeTexts } from '../backoffice-texts';
import { StatementTable } from './statement-table';
import { Card } from '../../../components/ui/card';

type StatementSectionProps = {
  accounts: Account[];
  filters: StatementFilters;
  onFilters: (filters: StatementFilters) => void;
  transactions: Transaction[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/** The customer's statement with the customer's own filters, a page at a time. */
export function StatementSection(props: StatementSectionProps) {
  const { accounts, filters, onFilters, transactions, hasMore, loadingMore, onLoadMore } = props;
  const badRange = Boolean(filters.from && filters.to && filters.from > filters.to);
  return (
    <Card className="card-stack" title="Statement">
      <StatementFilterBar
        label="Filter the statement"
        value={filters}
        accounts={accounts}
        accountLabel={(account) => `${account.name} ${account.accountNumber}`}
        onChange={onFilters}
      />
      {badRange ? (
        <p className="field__error" role="alert">
          {backofficeTexts.badRange}
        </p>
      ) : null}
      <StatementTable
        transactions={transactions}
        footer={<p aria-live="polite">{`Showing ${transactions.length} transaction(s)`}</p>}
        pager={{ hasMore, loading: loadingMore, onMore: onLoadMore }}
      />
    </Card>
  );
}
