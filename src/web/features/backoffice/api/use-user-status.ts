import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { customerKey } from './use-customer-detail';
import { queryKeys } from '../../../lib/query-keys';

export type StatusChange = { id: string; change: 'disable' | 'enable'; reason: string };

/** POST /admin/users/{id}/disable or /enable with the reason; the customer's page and lists reload. */
export function useUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change, reason }: StatusChange) =>
      apiRequest<{ message: string }>(`/admin/users/${encodeURIComponent(id)}/${change}`, {
        method: 'POST',
        body: { reason },
      }),
    onSettled: (_answer, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKey(id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
      ]),
  });
}
