import { useQuery } from '@tanstack/react-query';
import { ACTIVITIES_REFRESH_MS } from '../../../../shared/constants';
import type { LoginActivity, UserProfile } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { storedUserId } from '../../../lib/session-storage';
import { queryKeys } from '../../../lib/query-keys';

export const activitiesKey = queryKeys.activities.all;

/**
 * The login activity, refreshed every 10 s (SPEC.md §9): GET /users/{userId} with the remembered user id
 * (SPEC.md §7), or the profile's `loginActivities` when none is remembered.
 */
export function useActivities() {
  const userId = storedUserId();
  return useQuery({
    queryKey: queryKeys.activities.of(userId),
    queryFn: async ({ signal }) => {
      if (userId) return apiRequest<LoginActivity[]>(`/users/${encodeURIComponent(userId)}`, { signal });
      const profile = await apiRequest<UserProfile>('/users/profile', { signal });
      return profile.loginActivities;
    },
    refetchInterval: ACTIVITIES_REFRESH_MS,
  });
}
