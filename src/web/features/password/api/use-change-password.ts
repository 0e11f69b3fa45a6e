import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type ChangePasswordBody = { oldPassword: string; newPassword: string };

/** POST /users/change-password: checks the current password; the user's other sessions end. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest<{ message?: string }>('/users/change-password', { method: 'POST', body }),
    // The change is a new line in the login activity.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
  });
}
