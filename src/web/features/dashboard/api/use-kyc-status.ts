import { useQuery } from '@tanstack/react-query';
import type { KycState } from '../../../../shared/schemas/identity';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /users/kyc: whether the customer's identity is verified, for the dashboard's notice. */
export function useKycStatus() {
  return useQuery({
    queryKey: queryKeys.dashboardKyc,
    queryFn: ({ signal }) => apiRequest<KycState>('/users/kyc', { signal }),
    staleTime: 60_000,
  });
}
