import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Card, CardApplication, CardBrand, CardsOverview } from '../../../../shared/schemas/cards';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const cardsKey = queryKeys.cards;

/** GET /cards: the customer's cards (masked) and applications, newest first. */
export function useCards() {
  return useQuery({
    queryKey: cardsKey,
    queryFn: ({ signal }) => apiRequest<CardsOverview>('/cards', { signal }),
  });
}

export type ApplyRequest = {
  body: { account: string; pincode: string; brand: CardBrand };
  idempotencyKey: string;
};

/**
 * POST /cards/applications. The $50 fee moves at once, so balances and the statement are reloaded; the
 * Idempotency-Key makes a retry of the same application answer the first one instead of paying twice.
 */
export function useApplyForCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: ApplyRequest) =>
      apiRequest<{ message: string; application: CardApplication }>('/cards/applications', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => {
      for (const queryKey of [cardsKey, queryKeys.profile, queryKeys.accounts, queryKeys.transactions.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

/** POST /cards/{id}/freeze or /unfreeze (owner only; 409 when the card already is). */
export function useCardStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'freeze' | 'unfreeze' }) =>
      apiRequest<{ message: string; card: Card }>(`/cards/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body: {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardsKey }),
  });
}
