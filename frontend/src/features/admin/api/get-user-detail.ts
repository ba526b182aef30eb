import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userDetailKey } from './keys';
import type { AdminUserDetail } from './schemas';

export const getUserDetail = (userId: string) => apiRequest<AdminUserDetail>('GET', `/api/admin/users/${encodeURIComponent(userId)}/detail`);

export const getUserDetailQueryOptions = (userId: string) => queryOptions({ queryKey: userDetailKey(userId), queryFn: () => getUserDetail(userId) });

export const useUserDetail = (userId: string) => useQuery(getUserDetailQueryOptions(userId));
