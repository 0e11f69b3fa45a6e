import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type FactorReset = { id: string; reason: string };

/**
 * POST /admin/users/{id}/reset-second-factor once the administrator checked the customer's identity: the
 * reset always waits for a second administrator in the approvals queue (202), so nothing reloads here.
 */
export function useFactorReset() {
  return useMutation({
    mutationFn: ({ id, reason }: FactorReset) =>
      apiRequest<{ message: string }>(`/admin/users/${encodeURIComponent(id)}/reset-second-factor`, {
        method: 'POST',
        body: { identityChecked: true, reason },
      }),
  });
}
