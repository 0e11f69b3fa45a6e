import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SanctionsList } from '../../../../shared/schemas/sanctions';
import { apiRequest } from '../../../lib/api-client';
import { apiUpload } from '../../../lib/api-files';
import { queryKeys } from '../../../lib/query-keys';

export const SANCTIONS_HITS_PATH = '/admin/sanctions/hits';

/** GET /admin/sanctions/lists: the versions, newest publication first (the first is active). */
export function useSanctionsLists() {
  return useQuery({
    queryKey: queryKeys.admin.sanctionsLists,
    queryFn: ({ signal }) => apiRequest<SanctionsList[]>('/admin/sanctions/lists', { signal }),
  });
}

export type ListUpload = { sdn: File; alt: File; version: string; publishedOn: string };

/** POST /admin/sanctions/lists (multipart `sdn`, `alt`, `version`, `publishedOn`). */
export function useUploadSanctionsList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (u: ListUpload) => {
      const form = new FormData();
      form.append('version', u.version);
      form.append('publishedOn', u.publishedOn);
      form.append('sdn', u.sdn);
      form.append('alt', u.alt);
      return apiUpload<{ message: string; list: SanctionsList }>('/admin/sanctions/lists', form);
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.admin.sanctionsLists }),
        client.invalidateQueries({ queryKey: queryKeys.admin.queue(SANCTIONS_HITS_PATH) }),
      ]),
  });
}
