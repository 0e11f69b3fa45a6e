import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../../shared/constants';
import type { Transaction } from '../../../../shared/schemas/transfers';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A customer's receipt: the server keeps the ledger postings for administrators. */
export type Receipt = Transaction & { category: Category };

/** GET /transactions/{id}: one payment, with its category. */
export function useReceipt(id: string | null) {
  return useQuery({
    queryKey: queryKeys.transactions.receipt(id),
    queryFn: ({ signal }) => apiRequest<Receipt>(`/transactions/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
  });
}
