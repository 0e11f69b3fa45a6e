import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type MessageResponse = { message?: string };

/** POST /users/forgot-password: always answers the same, whether or not the email is known. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<MessageResponse>('/users/forgot-password', { method: 'POST', body: { email } }),
  });
}

/** POST /users/reset-password/{token} with the new password. */
export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (newPassword: string) =>
      apiRequest<MessageResponse>(`/users/reset-password/${encodeURIComponent(token)}`, {
        method: 'POST',
        body: { newPassword },
      }),
  });
}
