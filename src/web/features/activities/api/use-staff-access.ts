import { useQuery } from '@tanstack/react-query';
import { ACTIVITIES_REFRESH_MS } from '../../../../shared/constants';
import type { StaffReadItem } from '../../../../shared/schemas/staff-reads';
import { apiRequest } from '../../../lib/api-client';

/** GET /users/staff-access: each time Vault Bank staff opened the customer's records, and why. */
export function useStaffAccess() {
  return useQuery({
    queryKey: ['activities', 'staff-access'],
    queryFn: ({ signal }) => apiRequest<StaffReadItem[]>('/users/staff-access', { signal }),
    refetchInterval: ACTIVITIES_REFRESH_MS,
  });
}
