import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type IncreaseBalance = { userId: string; amount: number };

/** PUT /users/{id}/increase-balance with the amount in dollars. */
export function useIncreaseBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, amount }: IncreaseBalance) =>
      apiRequest<{ message?: string }>(`/users/${encodeURIComponent(userId)}/increase-balance`, {
        method: 'PUT',
        body: { amount },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
  });
}
