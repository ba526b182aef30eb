import type { AccountRole, AdminLevel } from '@crew/contracts/user-values';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { ADMIN_REVIEWS_KEY, ADMIN_USERS_KEY, AUDIT_LOG_KEY, SUSPICIOUS_REVIEWS_KEY, SYSTEM_STATS_KEY } from './keys';
import type { AdminUser } from './schemas';

const refresh = (queryClient: QueryClient, keys: ReadonlyArray<readonly unknown[]>) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

export const setUserRole = ({ userId, role }: { userId: string; role: AccountRole }) =>
  apiRequest<AdminUser>('PATCH', `/api/admin/users/${userId}/role`, { role });

export const setAdminLevel = ({ userId, adminLevel }: { userId: string; adminLevel: AdminLevel | null }) =>
  apiRequest<AdminUser>('PATCH', `/api/admin/users/${userId}/admin-level`, { adminLevel });

export const deleteUser = (userId: string) => apiRequest<void>('DELETE', `/api/admin/users/${userId}`);

export const deleteReview = (reviewId: string) => apiRequest<void>('DELETE', `/api/admin/reviews/${reviewId}`);

export type FlagDecision = 'clear-flag' | 'verify';
export const decideFlag = ({ reviewId, decision, note }: { reviewId: string; decision: FlagDecision; note: string }) =>
  apiRequest<void>('POST', `/api/admin/reviews/${reviewId}/${decision}`, { note });

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUserRole, onSuccess: () => refresh(queryClient, [ADMIN_USERS_KEY, SYSTEM_STATS_KEY, AUDIT_LOG_KEY]) });
}

export function useSetAdminLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdminLevel,
    // USER_QUERY_KEY: an admin may change another admin's level, never their own, but stay exact.
    onSuccess: () => refresh(queryClient, [ADMIN_USERS_KEY, SYSTEM_STATS_KEY, AUDIT_LOG_KEY, USER_QUERY_KEY]),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  // Their received reviews go too, so the review lists and numbers change.
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => refresh(queryClient, [ADMIN_USERS_KEY, ADMIN_REVIEWS_KEY, SUSPICIOUS_REVIEWS_KEY, SYSTEM_STATS_KEY, AUDIT_LOG_KEY]),
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => refresh(queryClient, [ADMIN_REVIEWS_KEY, SUSPICIOUS_REVIEWS_KEY, SYSTEM_STATS_KEY, AUDIT_LOG_KEY]),
  });
}

export function useDecideFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideFlag,
    onSuccess: () => refresh(queryClient, [ADMIN_REVIEWS_KEY, SUSPICIOUS_REVIEWS_KEY, SYSTEM_STATS_KEY, AUDIT_LOG_KEY]),
  });
}
