import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueuedTicket, TicketDetail, TicketReplyBody } from '../../../../shared/schemas/support';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const queueKey = queryKeys.tickets.queue;

/** GET /admin/tickets?status=pending: open tickets, oldest first, with the customer and the thread. */
export function useTicketQueue() {
  return useQuery({
    queryKey: queueKey,
    queryFn: ({ signal }) =>
      apiRequest<QueuedTicket[]>('/admin/tickets?status=pending&limit=100', { signal }),
  });
}

export type Reply = TicketReplyBody & { id: string };

/** POST /admin/tickets/{id}/reply: adds to the thread and sets the status; 409 once the ticket is closed. */
export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Reply) =>
      apiRequest<{ message: string; ticket: TicketDetail }>(
        `/admin/tickets/${encodeURIComponent(id)}/reply`,
        { method: 'POST', body },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
}
