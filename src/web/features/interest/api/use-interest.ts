import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InterestRateBody, InterestRates, ScheduledJob } from '../../../../shared/schemas/interest';
import { apiRequest } from '../../../lib/api-client';

const RATES_KEY = ['admin-interest-rates'];
const JOBS_KEY = ['admin-jobs'];

/** GET /admin/interest-rates: the rate today and the history. */
export function useInterestRates() {
  return useQuery({
    queryKey: RATES_KEY,
    queryFn: ({ signal }) => apiRequest<InterestRates>('/admin/interest-rates', { signal }),
  });
}

/** PUT /admin/interest-rates: a new Savings rate from a day on. */
export function useSetInterestRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InterestRateBody) =>
      apiRequest<{ message: string; rates: InterestRates }>('/admin/interest-rates', { method: 'PUT', body }),
    onSuccess: (answer) => client.setQueryData(RATES_KEY, answer.rates),
  });
}

/** GET /admin/jobs, refreshed every few seconds so a run started here shows its result. */
export function useScheduledJobs() {
  return useQuery({
    queryKey: JOBS_KEY,
    queryFn: ({ signal }) => apiRequest<ScheduledJob[]>('/admin/jobs', { signal }),
    refetchInterval: 3_000,
  });
}

/** POST /admin/jobs/{name}/run. */
export function useRunJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest<{ message: string }>(`/admin/jobs/${encodeURIComponent(name)}/run`, { method: 'POST' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
