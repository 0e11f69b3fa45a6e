import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoanStatus, QueuedLoan } from '../../../../shared/schemas/loans';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/loans?status=…: the administrators' queue, oldest first, with the customer. */
export function useLoanQueue(status: LoanStatus) {
  return useQuery({
    queryKey: ['admin-loans', status],
    queryFn: ({ signal }) =>
      apiRequest<QueuedLoan[]>(`/admin/loans?status=${encodeURIComponent(status)}`, { signal }),
  });
}

export type LoanDecision = { id: string; decision: 'approve' | 'reject'; reason?: string };

/** POST /admin/loans/{id}/approve (pays out) or /reject (with its required reason). 409 once decided. */
export function useDecideLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: LoanDecision) =>
      apiRequest<{ message: string; request?: { _id: string } }>(
        `/admin/loans/${encodeURIComponent(id)}/${decision}`,
        {
          method: 'POST',
          body: reason ? { reason } : {},
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-loans'] }),
  });
}
