import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NextOfKin, NextOfKinFields } from '../../../../shared/schemas/identity';
import { apiRequest } from '../../../lib/api-client';
import { apiUpload } from '../../../lib/api-files';
import { queryKeys } from '../../../lib/query-keys';

const nextOfKinKey = queryKeys.nextOfKin;

/** GET /users/next-of-kin: the saved record, or null before the first save. */
export function useNextOfKin() {
  return useQuery({
    queryKey: nextOfKinKey,
    queryFn: ({ signal }) => apiRequest<{ nextOfKin: NextOfKin | null }>('/users/next-of-kin', { signal }),
  });
}

export type NextOfKinUpload = Required<NextOfKinFields> & { idFront?: File; idBack?: File };

/** PUT /users/next-of-kin (multipart). ID images left out keep the stored ones. */
export function useSaveNextOfKin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idFront, idBack, ...fields }: NextOfKinUpload) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (idFront) form.append('idFront', idFront);
      if (idBack) form.append('idBack', idBack);
      return apiUpload<{ message: string; nextOfKin: NextOfKin }>(
        '/users/next-of-kin',
        form,
        undefined,
        'PUT',
      );
    },
    onSuccess: (answer) => queryClient.setQueryData(nextOfKinKey, { nextOfKin: answer.nextOfKin }),
  });
}
