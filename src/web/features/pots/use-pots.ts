import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pot } from '../../../shared/schemas/pots';
import type { Transaction } from '../../../shared/schemas/transfers';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

const POTS_KEY = ['pots'];

export function usePots() {
  return useQuery({
    queryKey: POTS_KEY,
    queryFn: ({ signal }) => apiRequest<Pot[]>('/accounts/pots', { signal }),
  });
}

/** Whatever shows a balance is read again after money moved between the customer's accounts. */
function useRefresh() {
  const client = useQueryClient();
  return () => {
    for (const queryKey of [POTS_KEY, queryKeys.accounts, queryKeys.profile, queryKeys.transactions.all]) {
      void client.invalidateQueries({ queryKey });
    }
  };
}

export type OpenPotInput = { name: string; goalAmount?: string; goalDate?: string; lockedUntil?: string };

export function useOpenPot() {
  const refresh = useRefresh();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: OpenPotInput) =>
      apiRequest<{ message: string; pot: Pot }>('/accounts/pots', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export type MoveInput = { from: string; to: string; amount: string; idempotencyKey: string };

/** Keeps its Idempotency-Key until it succeeds, so a new tap after a lost answer cannot move it twice. */
export function useMoveMoney() {
  const refresh = useRefresh();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ idempotencyKey, ...body }: MoveInput) =>
      apiRequest<{ message: string; transaction: Transaction }>('/accounts/moves', {
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
      }),
    onSuccess: refresh,
  });
}

export function useClosePot() {
  const refresh = useRefresh();
  return useMutation({
    networkMode: 'always',
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/accounts/pots/${encodeURIComponent(id)}/close`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

/** PATCH /accounts/pots/{id}: only what changed; `null` removes a goal amount or date. */
export type EditPotInput = {
  name?: string;
  goalAmount?: string | null;
  goalDate?: string | null;
  lockedUntil?: string;
};

export function useEditPot() {
  const refresh = useRefresh();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, changes }: { id: string; changes: EditPotInput }) =>
      apiRequest<{ message: string; pot: Pot }>(`/accounts/pots/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: changes,
      }),
    onSuccess: refresh,
  });
}
