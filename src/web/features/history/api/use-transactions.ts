import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Transaction } from '../../../../shared/schemas/transfers';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { statementPath, type StatementFilters } from '../../../lib/statement-filters';

export type { StatementFilters } from '../../../lib/statement-filters';

type StatementPage = { transactions: Transaction[]; nextCursor: string | null };

/** The search's fields (q, minAmount, maxAmount, category); empty ones are left out. */
export type SearchParams = Record<string, string>;

function withSearch(path: string, search: SearchParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value) params.set(key, value);
  const extra = params.toString();
  return extra ? `${path}&${extra}` : path;
}

/** GET /transactions, newest first, one page at a time ("Load more" follows nextCursor). */
export function useTransactions(filters: StatementFilters, search: SearchParams = {}) {
  return useInfiniteQuery({
    queryKey: queryKeys.transactions.list({ ...filters, ...search }),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<StatementPage>(withSearch(statementPath('/transactions', filters, pageParam), search), {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
