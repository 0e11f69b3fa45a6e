import { useQuery } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-files';
import { queryKeys } from '../../../lib/query-keys';
import { reviewHeaders } from '../../../lib/staff-reason';

/** One KYC document as a blob: the server sends it as a no-store attachment, never as a page. */
export function useKycDocument(url: string | null) {
  return useQuery({
    queryKey: queryKeys.kycDocument(url),
    queryFn: ({ signal }) => apiBlob(url!, signal, reviewHeaders('KYC submission')),
    enabled: url !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
}
