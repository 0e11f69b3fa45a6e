import { useQuery } from '@tanstack/react-query';
import type { CryptoAddress } from '../../../../shared/schemas/deposits';
import { apiRequest } from '../../../lib/api-client';

/** GET /deposits/crypto-address: the configured Bitcoin address, fetched when the dialog first opens. */
export function useCryptoAddress(enabled: boolean) {
  return useQuery({
    queryKey: ['crypto-address'],
    queryFn: ({ signal }) => apiRequest<CryptoAddress>('/deposits/crypto-address', { signal }),
    enabled,
    staleTime: Infinity,
  });
}
