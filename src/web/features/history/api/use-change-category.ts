import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '../../../../shared/constants';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /transactions/{id}/category: the receipt and the dashboard's insights follow. */
export function useChangeCategory(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (category: Category) =>
      apiRequest<{ message: string; category: Category }>(
        `/transactions/${encodeURIComponent(id)}/category`,
        {
          method: 'PATCH',
          body: { category },
        },
      ),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.transactions.all });
      await client.invalidateQueries({ queryKey: queryKeys.insights.all });
    },
  });
}
