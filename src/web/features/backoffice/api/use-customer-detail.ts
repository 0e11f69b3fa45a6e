import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { LoginActivity, UserProfile } from '../../../../shared/schemas/auth';
import type { Account, Transaction } from '../../../../shared/schemas/transfers';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const STATEMENT_PAGE_SIZE = 20;

/** The statement filters as the page holds them; an empty string means "any". */
export type StatementFilters = { account: string; type: string; status: string; from: string; to: string };

export const noFilters: StatementFilters = { account: '', type: '', status: '', from: '', to: '' };

/** A product row as the server sends it: camelCase columns of its table, money in dollars. */
export type ProductRow = Record<string, unknown>;

export type CustomerDetail = {
  profile: UserProfile;
  status: { disabled: boolean; disabledReason: string | null; createdAt: string };
  accounts: Account[];
  statement: { transactions: Transaction[]; nextCursor: string | null };
  activity: LoginActivity[];
  loans: ProductRow[];
  cardApplications: ProductRow[];
  cards: ProductRow[];
  deposits: ProductRow[];
  kyc: ProductRow[];
  tickets: ProductRow[];
};

export const customerKey = queryKeys.admin.customer;

function detailPath(id: string, filters: StatementFilters, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(STATEMENT_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  return `/admin/users/${encodeURIComponent(id)}?${params.toString()}`;
}

/**
 * GET /admin/users/{id}: the customer in full. The statement inside it pages like GET /transactions, so
 * "Load more" asks for the next cursor; the first page holds the profile and products shown on screen.
 */
export function useCustomerDetail(id: string, filters: StatementFilters) {
  return useInfiniteQuery({
    queryKey: [...customerKey(id), filters],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<CustomerDetail>(detailPath(id, filters, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.statement?.nextCursor ?? null,
    placeholderData: keepPreviousData,
  });
}
