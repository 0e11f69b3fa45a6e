import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '../../shared/schemas/transfers';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** The customer's own accounts (GET /accounts): Checking and Savings with number and balance. */
export const accountsQuery = queryOptions({
  queryKey: queryKeys.accounts,
  queryFn: ({ signal }) => apiRequest<Account[]>('/accounts', { signal }),
  staleTime: 5_000,
});

export function useAccounts() {
  return useQuery(accountsQuery);
}

/** The last four digits of an account number, written the way statements mask them. */
export function maskedNumber(accountNumber: string): string {
  return accountNumber ? `••${accountNumber.slice(-4)}` : '';
}
