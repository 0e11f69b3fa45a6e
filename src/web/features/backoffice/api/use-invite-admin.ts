import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type Invitation = { email: string; firstName: string; lastName: string };

/** POST /admin/admins: creates the administrator and mails them a link to choose their password. */
export function useInviteAdmin() {
  return useMutation({
    mutationFn: (invitation: Invitation) =>
      apiRequest<{ message: string; user: { _id: string } }>('/admin/admins', {
        method: 'POST',
        body: invitation,
      }),
  });
}
