import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transaction } from '../../../../shared/schemas/transfers';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type TransferKind = 'local' | 'international';

export type TransferRequest = { body: Record<string, unknown>; idempotencyKey: string };

type TransferResponse = { message: string; transaction: Transaction };

/**
 * POST /transfers/local or /transfers/international. The Idempotency-Key makes a retry of the same
 * confirmation (a double click, a lost answer) return the first result instead of paying twice.
 */
export function useSendTransfer(
  kind: TransferKind,
  run: <T>(call: () => Promise<T>) => Promise<T> = (call) => call(),
) {
  const queryClient = useQueryClient();
  return useMutation({
    // Money: never paused offline and replayed by itself (see app/query-client.ts).
    networkMode: 'always',
    mutationFn: ({ body, idempotencyKey }: TransferRequest) =>
      run(() =>
        apiRequest<TransferResponse>(`/transfers/${kind}`, {
          method: 'POST',
          body,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    onSuccess: () => {
      // Balances on every screen and the statement change with the transfer.
      for (const queryKey of [queryKeys.profile, queryKeys.accounts, queryKeys.transactions.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
