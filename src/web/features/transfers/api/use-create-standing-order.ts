import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schedule, StandingOrder } from '../../../../shared/schemas/standing-orders';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { TransferKind } from './use-send-transfer';

/** POST /standing-orders: the confirmed transfer, sent by the bank on the schedule's dates instead of now. */
export function useCreateStandingOrder(kind: TransferKind) {
  const client = useQueryClient();
  return useMutation({
    // Money: never paused offline and replayed by itself (see app/query-client.ts).
    networkMode: 'always',
    mutationFn: ({ transfer, schedule }: { transfer: Record<string, unknown>; schedule: Schedule }) =>
      apiRequest<{ message: string; standingOrder: StandingOrder }>('/standing-orders', {
        method: 'POST',
        body: { type: kind, transfer, schedule },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.standingOrders }),
  });
}
