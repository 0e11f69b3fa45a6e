import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dispute, DisputeReason, PaymentDisputes } from '../../../../shared/schemas/disputes';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /transactions/{id}/disputes: the payment's disputes with their timelines, and whether one may be opened. */
export function usePaymentDisputes(paymentId: string) {
  return useQuery({
    queryKey: queryKeys.disputes.ofPayment(paymentId),
    queryFn: ({ signal }) =>
      apiRequest<PaymentDisputes>(`/transactions/${encodeURIComponent(paymentId)}/disputes`, { signal }),
  });
}

export type DisputeForm = { reason: DisputeReason; statement: string; amount?: string };

/** POST /disputes: "Report a problem"; the timeline and the statement (a credit may follow) refresh. */
export function useFileDispute(paymentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: DisputeForm) =>
      apiRequest<Dispute>('/disputes', {
        method: 'POST',
        body: {
          paymentId,
          reason: form.reason,
          statement: form.statement,
          ...(form.amount ? { amount: form.amount } : {}),
        },
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.disputes.ofPayment(paymentId) });
    },
  });
}
