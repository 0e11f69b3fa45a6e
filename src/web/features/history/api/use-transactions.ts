import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Transaction } from '../../../../shared/schemas/transfers';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { statementPath, type StatementFilters } from '../../../lib/statement-filters';

export type { StatementFilters } from '../../../lib/statement-filters';

type StatementPage = { transactions: Transaction[]; nextCursor: string | null };

/** GET /transactions, newest first, one page at a time ("Load more" follows nextCursor). */
export function useTransactions(filters: StatementFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.transactions.list(filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<StatementPage>(statementPath('/transactions', filters, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
