import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '../../shared/schemas/auth';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** The signed-in user's profile (GET /users/profile). Shared by the guards, the top bar and the pages. */
export const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => apiRequest<UserProfile>('/users/profile', { signal }),
  staleTime: 5_000,
});

export function useProfile(options: { refetchInterval?: number } = {}) {
  return useQuery({ ...profileQuery, refetchInterval: options.refetchInterval });
}
