import { useQuery } from '@tanstack/react-query';
import type { Transaction } from '../../../../shared/schemas/transfers';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const RECENT_PAYMENTS = 5;

/** GET /transactions?limit=5: the newest payments, for the dashboard's card (refreshed with every statement). */
export function useRecentPayments() {
  return useQuery({
    queryKey: queryKeys.transactions.list({ recent: RECENT_PAYMENTS }),
    queryFn: ({ signal }) =>
      apiRequest<{ transactions: Transaction[] }>(`/transactions?limit=${RECENT_PAYMENTS}`, { signal }),
    select: (page) => page.transactions,
  });
}
