import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExport } from '../../../../shared/schemas/data-export';
import { apiRequest } from '../../../lib/api-client';
import { apiPostBlob } from '../../../lib/api-files';

const key = ['data-exports'] as const;

/** GET /users/data-exports: the customer's latest requests for their data. */
export function useDataExports() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest<DataExport[]>('/users/data-exports', { signal }),
    // While one is being prepared, look again now and then.
    refetchInterval: (q) => (q.state.data?.some((e) => e.status === 'queued') ? 5000 : false),
  });
}

/** POST /users/data-exports, through the step-up (`run`). */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (run: <T>(action: () => Promise<T>) => Promise<T>) =>
      run(() =>
        apiRequest<{ message: string; export: DataExport }>('/users/data-exports', { method: 'POST' }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** POST /users/data-exports/download: the archive, once; saved under the server's name. */
export function useDownloadDataExport() {
  return useMutation({
    mutationFn: async (token: string) => {
      const blob = await apiPostBlob('/users/data-exports/download', { token });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `vault-bank-data-${new Date().toISOString().slice(0, 10)}.zip`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
}
