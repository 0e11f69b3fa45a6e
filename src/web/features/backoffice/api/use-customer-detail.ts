import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { LoginActivity, UserProfile } from '../../../../shared/schemas/auth';
import type { Account, Transaction } from '../../../../shared/schemas/transfers';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { staffReasonHeaders } from '../../../lib/staff-reason';
import type { StaffReason } from '../../../../shared/schemas/staff-reads';
import { statementPath, type StatementFilters } from '../../../lib/statement-filters';

export { noFilters, type StatementFilters } from '../../../lib/statement-filters';

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

/**
 * GET /admin/users/{id}: the customer in full. The statement inside it pages like GET /transactions, so
 * "Load more" asks for the next cursor; the first page holds the profile and products shown on screen.
 */
export function useCustomerDetail(id: string, filters: StatementFilters, reason: StaffReason | undefined) {
  return useInfiniteQuery({
    // Nothing of the customer is read until the administrator has said why (docs/staff-access.md).
    enabled: reason !== undefined,
    queryKey: [...customerKey(id), filters],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<CustomerDetail>(
        statementPath(`/admin/users/${encodeURIComponent(id)}`, filters, pageParam),
        { signal, headers: reason ? staffReasonHeaders(reason) : {} },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.statement?.nextCursor ?? null,
    placeholderData: keepPreviousData,
  });
}
