import type { Account, Transaction } from '../../../../shared/schemas/transfers';
import { Button } from '../../../components/ui/button';
import type { StatementFilters } from '../api/use-customer-detail';
import { backofficeTexts } from '../backoffice-texts';
import { StatementFiltersBar } from './statement-filters';
import { StatementTable } from './statement-table';

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
    <section className="card bo-section" aria-labelledby="bo-statement-title">
      <h2 id="bo-statement-title" className="bo-title">
        Statement
      </h2>
      <StatementFiltersBar value={filters} accounts={accounts} onChange={onFilters} />
      {badRange ? (
        <p className="field__error" role="alert">
          {backofficeTexts.badRange}
        </p>
      ) : null}
      {transactions.length === 0 ? (
        <p className="bo-empty">{backofficeTexts.statementEmpty}</p>
      ) : (
        <StatementTable transactions={transactions} />
      )}
      <div className="bo-footer">
        <p aria-live="polite">{`Showing ${transactions.length} transaction(s)`}</p>
        {hasMore ? (
          <Button variant="secondary" disabled={loadingMore} onClick={onLoadMore}>
            {loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
