import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DisputeDecision, QueuedDispute, StaffDispute } from '../../../../shared/schemas/disputes';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { staffReasonHeaders } from '../../../lib/staff-reason';

/** The dispute decided, or (202) the four-eyes request it waits in, with the server's words. */
export type DecisionAnswer = { _id: string } | { message: string; request: { _id: string } };

export type QueueFilter = 'open' | 'reversal_pending' | 'resolved';

/** GET /admin/disputes?status=: the queue's summary rows, oldest first. */
export function useDisputeQueue(status: QueueFilter) {
  return useQuery({
    queryKey: queryKeys.disputes.queue(status),
    queryFn: ({ signal }) =>
      apiRequest<QueuedDispute[]>(`/admin/disputes?status=${status}&limit=100`, { signal }),
  });
}

/** The reason sent with every read of a dispute: the dispute's own reference (docs/staff-access.md). */
export const disputeReason = (reference: string) => staffReasonHeaders({ kind: 'dispute', text: reference });

/** GET /admin/disputes/{id}: a read of the customer's records, with the dispute as the reason. */
export function useStaffDispute(item: { _id: string; reference: string } | null) {
  return useQuery({
    queryKey: queryKeys.disputes.one(item?._id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<StaffDispute>(`/admin/disputes/${encodeURIComponent(item!._id)}`, {
        signal,
        headers: disputeReason(item!.reference),
      }),
    enabled: item !== null,
  });
}

/**
 * POST /admin/disputes/{id}/decision; `onDecided` is told first (the decided row then leaves the queue,
 * and its form with it), then the queue and the dispute refresh.
 */
export function useDecideDispute(id: string, onDecided: (answer: DecisionAnswer) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { decision: DisputeDecision; note: string }) =>
      apiRequest<DecisionAnswer>(`/admin/disputes/${encodeURIComponent(id)}/decision`, {
        method: 'POST',
        body,
      }),
    onSuccess: async (answer) => {
      onDecided(answer);
      await client.invalidateQueries({ queryKey: queryKeys.disputes.admin });
    },
  });
}
