import { keepPreviousData, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilters = { actor: string; action: string; target: string; from: string; to: string };

export const noAuditFilters: AuditFilters = { actor: '', action: '', target: '', from: '', to: '' };

export type AuditRecord = {
  _id: string;
  actor: { _id: string | null; email: string | null; name: string | null };
  action: string;
  targetType: string | null;
  target: string | null;
  targetName: string | null;
  amount: number | null;
  reason: string | null;
  ip: string | null;
  createdAt: string;
  hash: string;
};

type AuditPage = { records: AuditRecord[]; nextCursor: string | null };

function auditPath(filters: AuditFilters, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  return `/admin/audit?${params.toString()}`;
}

/** GET /admin/audit, newest first, one page at a time ("Load more" follows nextCursor). */
export function useAudit(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.audit(filters),
    queryFn: ({ pageParam, signal }) => apiRequest<AuditPage>(auditPath(filters, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export type ChainCheck = { ok: boolean; records: number; brokenAt: string | null };

/** GET /admin/audit/verify: recomputes the hash chain on demand (it reads every record, so not on load). */
export function useVerifyChain() {
  return useMutation({
    mutationFn: () => apiRequest<ChainCheck>('/admin/audit/verify'),
  });
}
