import { useQuery } from '@tanstack/react-query';
import type { CryptoAddress } from '../../../../shared/schemas/deposits';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /deposits/crypto-address: the configured Bitcoin address, fetched when the dialog first opens. */
export function useCryptoAddress(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.cryptoAddress,
    queryFn: ({ signal }) => apiRequest<CryptoAddress>('/deposits/crypto-address', { signal }),
    enabled,
    staleTime: Infinity,
  });
}
