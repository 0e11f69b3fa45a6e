import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoanDetail, LoanRates, LoanSummary } from '../../../../shared/schemas/loans';
import type { Transaction } from '../../../../shared/schemas/transfers';
import type { AutopayState } from '../../../../shared/schemas/autopay';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /users/api/loans/rates: the configured yearly rate per loan type, for the schedule preview. */
export const loanRatesQuery = queryOptions({
  queryKey: queryKeys.loans.rates,
  queryFn: ({ signal }) => apiRequest<LoanRates>('/users/api/loans/rates', { signal }),
  staleTime: 5 * 60_000,
});

export function useLoanRates() {
  return useQuery(loanRatesQuery);
}

/** GET /users/api/loans: the caller's loans, newest first (the first 100). */
export function useMyLoans() {
  return useQuery({
    queryKey: queryKeys.loans.mine,
    queryFn: ({ signal }) => apiRequest<LoanSummary[]>('/users/api/loans?limit=100', { signal }),
  });
}

/** GET /users/api/loans/{id}: one loan with its schedule and repayments. */
export function useLoan(id: string) {
  return useQuery({
    queryKey: queryKeys.loans.one(id),
    queryFn: ({ signal }) => apiRequest<LoanDetail>(`/users/api/loans/${encodeURIComponent(id)}`, { signal }),
  });
}

/** SPEC.md §3 loan request payload: every field is a string while typed. */
export type LoanRequestBody = {
  amount: string;
  account: string;
  type: string;
  duration: string;
  repayment: string;
  details: string;
  pincode: string;
};

/** POST /users/api/loans/loan-request. */
export function useRequestLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoanRequestBody) =>
      apiRequest<{ message: string; loan: LoanSummary }>('/users/api/loans/loan-request', {
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.loans.mine }),
  });
}

export type RepayRequest = {
  id: string;
  body: { amount: string; account: string; pincode: string };
  idempotencyKey: string;
};

/** POST /users/api/loans/{id}/repay; the key makes a repeated send answer the first repayment. */
export function useRepayLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, idempotencyKey }: RepayRequest) =>
      apiRequest<{ message: string; loan: LoanDetail; transaction: Transaction }>(
        `/users/api/loans/${encodeURIComponent(id)}/repay`,
        { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } },
      ),
    onSuccess: (answer, { id }) => {
      queryClient.setQueryData(queryKeys.loans.one(id), answer.loan);
      // The balances on every screen, the loan list and the statement change with the repayment.
      for (const queryKey of [
        queryKeys.profile,
        queryKeys.accounts,
        queryKeys.transactions.all,
        queryKeys.loans.mine,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

/** GET /users/api/loans/{id}/autopay: whether instalments are paid automatically, and each run. */
export function useAutopay(id: string) {
  return useQuery({
    queryKey: [...queryKeys.loans.one(id), 'autopay'],
    queryFn: ({ signal }) =>
      apiRequest<AutopayState>(`/users/api/loans/${encodeURIComponent(id)}/autopay`, { signal }),
  });
}

/** PUT /users/api/loans/{id}/autopay: on (with the PIN) or off. */
export function useSetAutopay(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { enabled: boolean; pincode?: string }) =>
      apiRequest<{ message: string; autopay: AutopayState }>(
        `/users/api/loans/${encodeURIComponent(id)}/autopay`,
        { method: 'PUT', body },
      ),
    onSuccess: (answer) => queryClient.setQueryData([...queryKeys.loans.one(id), 'autopay'], answer.autopay),
  });
}
