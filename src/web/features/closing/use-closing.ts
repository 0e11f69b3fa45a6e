import { useMutation, useQuery } from '@tanstack/react-query';
import type { CloseAccountBody, ClosureStatus } from '../../../shared/schemas/closing';
import { apiRequest } from '../../lib/api-client';

const CLOSURE_KEY = ['account-closure'];

/** Every deposit account with its balance, and what blocks closing (GET /account/closure). */
export function useClosureStatus() {
  return useQuery({
    queryKey: CLOSURE_KEY,
    queryFn: ({ signal }) => apiRequest<ClosureStatus>('/account/closure', { signal }),
  });
}

export type CloseInput = { body: CloseAccountBody; idempotencyKey: string };

/**
 * POST /account/closure, through `run` (the step-up dialog). Nothing is read again on success: the
 * session has ended, and the page shows the signed-out state.
 */
export function useCloseAccount(run: <T>(action: () => Promise<T>) => Promise<T>) {
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ body, idempotencyKey }: CloseInput) =>
      run(() =>
        apiRequest<{ message: string }>('/account/closure', {
          method: 'POST',
          headers: { 'Idempotency-Key': idempotencyKey },
          body,
        }),
      ),
  });
}
