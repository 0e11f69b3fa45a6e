import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KycState } from '../../../../shared/schemas/identity';
import { apiRequest } from '../../../lib/api-client';
import { apiUpload } from '../../../lib/api-files';
import { queryKeys } from '../../../lib/query-keys';

const kycKey = queryKeys.kyc;

/** GET /users/kyc: the review status of the customer's newest submission. */
export function useKycState() {
  return useQuery({
    queryKey: kycKey,
    queryFn: ({ signal }) => apiRequest<KycState>('/users/kyc', { signal }),
  });
}

export type KycUpload = { idNumber: string; idFront: File; idBack: File; proofOfAddress: File };

/** PUT /users/kyc (multipart): the documents go to an administrator for review. */
export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: KycUpload) => {
      const form = new FormData();
      form.append('idNumber', upload.idNumber);
      form.append('idFront', upload.idFront);
      form.append('idBack', upload.idBack);
      form.append('proofOfAddress', upload.proofOfAddress);
      return apiUpload<{ message: string; kyc: KycState }>('/users/kyc', form, undefined, 'PUT');
    },
    onSuccess: (answer) => queryClient.setQueryData(kycKey, answer.kyc),
  });
}
