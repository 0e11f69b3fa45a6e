import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /users/api/auth/pin: whether the customer has a PIN, so a first payment asks for one up front. */
export function usePinStatus() {
  return useQuery({
    queryKey: queryKeys.pinStatus,
    queryFn: ({ signal }) => apiRequest<{ pinSet: boolean }>('/users/api/auth/pin', { signal }),
    staleTime: 60_000,
  });
}
