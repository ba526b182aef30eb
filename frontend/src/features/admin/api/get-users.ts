import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { adminUsersKey } from './keys';
import type { AdminUser, UserFilter } from './schemas';

export const USERS_PAGE_SIZE = 20;

/**
 * GET /api/admin/users: a page of users and the total from X-Total-Count; `capped` when a
 * search matches more than the server counts (X-Total-Count-Capped), the total then being that cap.
 */
export async function getUsers(filter: UserFilter): Promise<{ users: AdminUser[]; total: number; capped: boolean }> {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(USERS_PAGE_SIZE) });
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.role !== 'all') params.set('role', filter.role);
  const res = await fetch(`/api/admin/users?${params}`, { credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
  return {
    users: (await res.json()) as AdminUser[],
    total: Number(res.headers.get('x-total-count') ?? 0),
    capped: res.headers.get('x-total-count-capped') === 'true',
  };
}

export const getUsersQueryOptions = (filter: UserFilter) =>
  queryOptions({ queryKey: adminUsersKey(filter), queryFn: () => getUsers(filter), placeholderData: keepPreviousData });

export const useUsers = (filter: UserFilter) => useQuery(getUsersQueryOptions(filter));
