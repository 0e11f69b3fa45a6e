import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Transaction } from '../../../../shared/schemas/transfers';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const STATEMENT_PAGE_SIZE = 20;

/** The statement filters as the page holds them; an empty string means "any". */
export type StatementFilters = { account: string; type: string; status: string; from: string; to: string };

type StatementPage = { transactions: Transaction[]; nextCursor: string | null };

function statementPath(filters: StatementFilters, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(STATEMENT_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  return `/transactions?${params.toString()}`;
}

/** GET /transactions, newest first, one page at a time ("Load more" follows nextCursor). */
export function useTransactions(filters: StatementFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.transactions.list(filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<StatementPage>(statementPath(filters, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
