import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type ChangePinBody = { oldPin?: string; newPin: string; password?: string };

/** POST /users/api/auth/change-pin: sets the first PIN (no oldPin) or changes it. */
export function useChangePin() {
  return useMutation({
    mutationFn: (body: ChangePinBody) =>
      apiRequest<{ message?: string }>('/users/api/auth/change-pin', { method: 'POST', body }),
  });
}
