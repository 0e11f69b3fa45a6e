import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseDetail, CaseSummary, CloseBody } from '../../../../shared/schemas/cases';
import { apiRequest, apiRequestWithHeaders } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { staffReasonHeaders } from '../../../lib/staff-reason';

export type Assignee = { _id: string; email: string; name: string };
const keys = queryKeys.admin.cases;
const casePath = (reference: string) => `/admin/cases/${encodeURIComponent(reference)}`;

/** GET /admin/cases: the queue in one filter, page by page (X-Next-Cursor). */
export function useCases(status: string) {
  return useInfiniteQuery({
    queryKey: keys.list(status),
    queryFn: async ({ pageParam, signal }) => {
      const query = new URLSearchParams({ status, ...(pageParam ? { cursor: pageParam } : {}) });
      const { data, headers } = await apiRequestWithHeaders<CaseSummary[]>(`/admin/cases?${query}`, {
        signal,
      });
      return { items: data, next: headers.get('X-Next-Cursor') };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? null,
  });
}

/**
 * GET /admin/cases/{reference}: a read of the customer, so it carries a staff reason: the case itself
 * (docs/staff-access.md), which the audit chain records as "Case C-12".
 */
export function useCase(reference: string) {
  return useQuery({
    queryKey: keys.one(reference),
    queryFn: ({ signal }) =>
      apiRequest<CaseDetail>(casePath(reference), {
        signal,
        headers: staffReasonHeaders({ kind: 'case', text: reference }),
      }),
  });
}

export function useAssignees() {
  return useQuery({
    queryKey: keys.assignees,
    queryFn: ({ signal }) => apiRequest<Assignee[]>('/admin/cases/assignees', { signal }),
  });
}

/** The case's changes: each answers a message and refreshes the case and the queue. */
function useCaseChange<V>(send: (v: V) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.all });
      void client.invalidateQueries({ queryKey: queryKeys.admin.overview });
    },
  });
}

export const useAssign = (reference: string) =>
  useCaseChange((adminId: string) =>
    apiRequest<{ message: string }>(`${casePath(reference)}/assign`, { method: 'POST', body: { adminId } }),
  );

export const useAddNote = (reference: string) =>
  useCaseChange((body: string) =>
    apiRequest<{ message: string }>(`${casePath(reference)}/notes`, { method: 'POST', body: { body } }),
  );

export const useProposeClosure = (reference: string) =>
  useCaseChange((body: CloseBody) =>
    apiRequest<{ message: string }>(`${casePath(reference)}/close`, { method: 'POST', body }),
  );

/** The second administrator's decision on the closure, in the one four-eyes queue. */
export const useDecideClosure = () =>
  useCaseChange((d: { requestId: string; decision: 'approve' | 'reject' }) =>
    apiRequest<{ message: string }>(`/admin/credits/${encodeURIComponent(d.requestId)}/${d.decision}`, {
      method: 'POST',
      body: {},
    }),
  );
