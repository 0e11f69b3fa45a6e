import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewTicketBody, TicketDetail, TicketSummary } from '../../../../shared/schemas/support';
import { apiRequest, apiRequestWithHeaders } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { reviewHeaders } from '../../../lib/staff-reason';

const ticketsKey = queryKeys.tickets.all;
const PAGE_SIZE = 50;

/** GET /tickets: the caller's tickets, newest first, a page at a time (X-Next-Cursor). */
export function useTickets() {
  return useInfiniteQuery({
    queryKey: ticketsKey,
    initialPageParam: '',
    queryFn: async ({ pageParam, signal }) => {
      const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
      const { data, headers } = await apiRequestWithHeaders<TicketSummary[]>(
        `/tickets?limit=${PAGE_SIZE}${cursor}`,
        { signal },
      );
      return { tickets: data, nextCursor: headers.get('X-Next-Cursor') };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /tickets/{id}: one ticket with its reply thread, fetched while it is open on screen. */
export function useTicket(id: string | null) {
  return useQuery({
    queryKey: queryKeys.tickets.one(id),
    queryFn: ({ signal }) =>
      apiRequest<TicketDetail>(`/tickets/${encodeURIComponent(id!)}`, {
        signal,
        headers: reviewHeaders('Support ticket'),
      }),
    enabled: Boolean(id),
  });
}

/** POST /tickets: 201 `{message, ticket}`; the list is refreshed afterwards. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewTicketBody) =>
      apiRequest<{ message: string; ticket: TicketDetail }>('/tickets', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsKey }),
  });
}
