import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../../shared/constants';
import type { Transaction } from '../../../../shared/schemas/transfers';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Posting = { code: string; amount: number; debit: string; credit: string };

export type Receipt = Transaction & { postings: Posting[]; category: Category };

/** GET /transactions/{id}: one payment with its ledger postings. */
export function useReceipt(id: string | null) {
  return useQuery({
    queryKey: queryKeys.transactions.receipt(id),
    queryFn: ({ signal }) => apiRequest<Receipt>(`/transactions/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
  });
}
