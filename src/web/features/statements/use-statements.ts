import { useQuery } from '@tanstack/react-query';
import type { StatementItem } from '../../../shared/schemas/statements';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** The customer's issued statements, newest first (the first page: 50, years of monthly statements). */
export function useStatements() {
  return useQuery({
    queryKey: queryKeys.statements,
    queryFn: ({ signal }) => apiRequest<StatementItem[]>('/statements', { signal }),
  });
}
