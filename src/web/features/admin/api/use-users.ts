import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserListItem } from '../../../../shared/schemas/auth';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const USERS_PAGE_SIZE = 20;

export type UsersPage = { users: UserListItem[]; nextCursor: string | null };

/** GET /users (admin): one page of users; the next page's cursor comes in the X-Next-Cursor header. */
export function useUsers(search: string, cursor: string | null) {
  return useQuery({
    queryKey: queryKeys.admin.users.page(search, cursor),
    queryFn: async ({ signal }): Promise<UsersPage> => {
      const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
      if (search) params.set('search', search);
      if (cursor) params.set('cursor', cursor);
      const { data, headers } = await apiRequestWithHeaders<UserListItem[]>(`/users?${params.toString()}`, {
        signal,
      });
      return { users: Array.isArray(data) ? data : [], nextCursor: headers.get('X-Next-Cursor') };
    },
    placeholderData: keepPreviousData,
  });
}
