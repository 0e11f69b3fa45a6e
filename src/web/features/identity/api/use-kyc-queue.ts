import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KycQueueItem } from '../../../../shared/schemas/identity';
import { apiRequest } from '../../../lib/api-client';
import { apiBlob } from '../../../lib/api-files';

export type KycQueueStatus = KycQueueItem['status'];

/** GET /admin/kyc?status=: submissions with links to their documents. */
export function useKycQueue(status: KycQueueStatus) {
  return useQuery({
    queryKey: ['admin-kyc', status],
    queryFn: ({ signal }) =>
      apiRequest<KycQueueItem[]>(`/admin/kyc?status=${encodeURIComponent(status)}&limit=100`, { signal }),
  });
}

export type KycDecision = { id: string; decision: 'approve' | 'reject'; reason?: string };

/** POST /admin/kyc/{id}/approve or /reject {reason}; 409 once decided. */
export function useDecideKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: KycDecision) =>
      apiRequest<{ message: string; kyc: KycQueueItem }>(`/admin/kyc/${encodeURIComponent(id)}/${decision}`, {
        method: 'POST',
        body: reason ? { reason } : {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-kyc'] }),
  });
}

/** One KYC document as a blob: the server sends it as a no-store attachment, never as a page. */
export function useKycDocument(url: string | null) {
  return useQuery({
    queryKey: ['admin-kyc-document', url],
    queryFn: ({ signal }) => apiBlob(url!, signal),
    enabled: url !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
}
