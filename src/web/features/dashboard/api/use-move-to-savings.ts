import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type MoveRequest = { amount: string; idempotencyKey: string };

/**
 * Checking → Savings: a move between the customer's own accounts (POST /accounts/moves): free, at once, no PIN,
 * outside the daily limit, and neither money in nor money out on the dashboard (docs/pots.md).
 * `networkMode: 'always'` so that offline it fails at once instead of waiting and sending itself later; the
 * caller keeps the Idempotency-Key until it succeeds, so a new tap after a lost answer cannot move it twice.
 */
export function useMoveToSavings() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (move: MoveRequest) =>
      apiRequest('/accounts/moves', {
        method: 'POST',
        headers: { 'Idempotency-Key': move.idempotencyKey },
        body: { from: 'Checking', to: 'Savings', amount: move.amount },
      }),
    onSuccess: () => {
      for (const queryKey of [queryKeys.profile, queryKeys.accounts, queryKeys.transactions.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
