import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const CREDIT_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type CreditStatus = (typeof CREDIT_STATUSES)[number];

export type ApprovalKind =
  'credit' | 'loan_approval' | 'cheque_approval' | 'transfer_settlement' | 'admin_invitation';

export type CreditRequest = {
  _id: string;
  kind: ApprovalKind;
  subjectId: string | null;
  amount: number | null;
  reason: string | null;
  status: string;
  createdAt: string;
  decisionReason: string | null;
  requestedBy: { _id: string; email: string };
  decidedBy: string | null;
  customer: { _id: string; name: string; email: string };
};

/** GET /admin/credits?status=…: every decision waiting for a second administrator, oldest first. */
export function useCredits(status: CreditStatus) {
  return useQuery({
    queryKey: ['admin-credits', status],
    queryFn: ({ signal }) =>
      apiRequest<CreditRequest[]>(`/admin/credits?status=${encodeURIComponent(status)}`, { signal }),
  });
}

export type CreditDecision = { id: string; decision: 'approve' | 'reject'; reason?: string };

/** POST /admin/credits/{id}/approve or /reject. The requester is refused (403); a second decision is 409. */
export function useDecideCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: CreditDecision) =>
      apiRequest<{ message: string }>(`/admin/credits/${encodeURIComponent(id)}/${decision}`, {
        method: 'POST',
        body: reason ? { reason } : {},
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin-credits'] }),
        queryClient.invalidateQueries({ queryKey: ['admin-overview'] }),
        queryClient.invalidateQueries({ queryKey: ['admin-users'] }),
      ]),
  });
}
