import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type ChangePinBody = { oldPin?: string; newPin: string; password?: string };

/** POST /users/api/auth/change-pin: sets the first PIN (no oldPin) or changes it. */
export function useChangePin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePinBody) =>
      apiRequest<{ message?: string }>('/users/api/auth/change-pin', { method: 'POST', body }),
    // The transfer pages stop asking for a first PIN.
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.pinStatus }),
  });
}
