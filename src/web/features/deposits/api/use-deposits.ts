import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHEQUE_AMOUNT_FIELD, CHEQUE_IMAGE_FIELD, type Deposit } from '../../../../shared/schemas/deposits';
import { apiRequest } from '../../../lib/api-client';
import { apiBlob, apiUpload } from '../../../lib/api-files';
import { queryKeys } from '../../../lib/query-keys';
import { reviewHeaders } from '../../../lib/staff-reason';

const depositsKey = queryKeys.deposits;

/** GET /deposits: the customer's cheque deposits, newest first. */
export function useDeposits() {
  return useQuery({
    queryKey: depositsKey,
    queryFn: ({ signal }) => apiRequest<Deposit[]>('/deposits?limit=100', { signal }),
  });
}

export type ChequeUpload = { image: File; amount: string };

/** POST /upload (multipart `chequeImage` + `amount`): a Pending deposit until an administrator decides. */
export function useUploadCheque() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, amount }: ChequeUpload) => {
      const form = new FormData();
      form.append(CHEQUE_AMOUNT_FIELD, amount);
      form.append(CHEQUE_IMAGE_FIELD, image);
      return apiUpload<{ message?: string; deposit: Deposit }>('/upload', form);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: depositsKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.transactions.all }),
      ]),
  });
}

/**
 * GET /deposits/{id}/image as a blob: the server sends it as a no-store attachment, so the page fetches it
 * and shows it through an object URL. An image never changes, so it is fetched once per visit.
 */
export function useChequeImage(imageUrl: string) {
  return useQuery({
    queryKey: queryKeys.chequeImage(imageUrl),
    queryFn: ({ signal }) => apiBlob(imageUrl, signal, reviewHeaders('Cheque deposit')),
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
