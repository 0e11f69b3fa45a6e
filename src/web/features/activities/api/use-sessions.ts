import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActiveSession } from '../../../../shared/schemas/support';
import { apiRequest } from '../../../lib/api-client';
import { activitiesKey } from './use-activities';
import { queryKeys } from '../../../lib/query-keys';

const sessionsKey = queryKeys.sessions;

/** GET /users/sessions: where the customer is signed in, this device first. */
export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => apiRequest<ActiveSession[]>('/users/sessions', { signal }),
    refetchInterval: 30_000,
  });
}

/** POST /users/sessions/revoke-others: signs out every other session; it shows in the activity. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string; revoked: number }>('/users/sessions/revoke-others', { method: 'POST' }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionsKey }),
        queryClient.invalidateQueries({ queryKey: activitiesKey }),
      ]);
    },
  });
}
