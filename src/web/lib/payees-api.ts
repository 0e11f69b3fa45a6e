import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Payee, PayeeBody, PayeeCheck } from '../../shared/schemas/payees';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/**
 * Saved payees (GET/POST /payees, PATCH/DELETE /payees/{id}, POST /payees/check): the Payees page keeps
 * them, the transfer pages pick one and offer to save a new one, so the calls live here, shared.
 */
export const payeesQuery = queryOptions({
  queryKey: queryKeys.payees,
  queryFn: ({ signal }) => apiRequest<Payee[]>('/payees', { signal }),
  staleTime: 30_000,
});

export function usePayees() {
  return useQuery(payeesQuery);
}

type Saved = { message: string; payee: Payee };

function usePayeeMutation<V>(call: (vars: V) => Promise<Saved | { message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.payees }),
  });
}

/** A step-up wrapper (components/ui/step-up): adding a payee may first ask a customer with two-step on for a code. */
type Run = <T>(call: () => Promise<T>) => Promise<T>;

export const useSavePayee = (run: Run = (call) => call()) =>
  usePayeeMutation((body: PayeeBody) => run(() => apiRequest<Saved>('/payees', { method: 'POST', body })));

export const useEditPayee = () =>
  usePayeeMutation(({ id, body }: { id: string; body: PayeeBody }) =>
    apiRequest<Saved>(`/payees/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  );

export const useRemovePayee = () =>
  usePayeeMutation((id: string) =>
    apiRequest<{ message: string }>(`/payees/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

export function useCheckPayee() {
  return useMutation({
    mutationFn: (body: PayeeBody) => apiRequest<PayeeCheck>('/payees/check', { method: 'POST', body }),
  });
}

/** The payee's details as the API takes them again (an edit sends the whole payee). */
export function payeeBodyOf(
  payee: Payee,
  changes: Partial<Pick<Payee, 'name' | 'nickname'>> = {},
): PayeeBody {
  const name = changes.name ?? payee.name;
  const nickname = (changes.nickname ?? payee.nickname) || undefined;
  const common = { name, nickname, bankName: payee.bankName, accountNumber: payee.accountNumber };
  return payee.type === 'local'
    ? { type: 'local', ...common }
    : {
        type: 'international',
        ...common,
        routingNumber: payee.routingNumber ?? '',
        bankCountry: payee.bankCountry ?? '',
        accountType: payee.accountType ?? 'Checking',
      };
}
