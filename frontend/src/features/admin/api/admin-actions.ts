import type { ModerationReason } from '@crew/contracts/moderation';
import type { AccountRole, AdminLevel } from '@crew/contracts/user-values';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { ADMIN_REVIEWS_KEY, ADMIN_USERS_KEY, AUDIT_LOG_KEY, SUSPICIOUS_REVIEWS_KEY, SYSTEM_STATS_KEY, userDetailKey } from './keys';
import type { Schemas } from '../../../lib/api-types';
import type { AdminUser } from './schemas';

const refresh = (queryClient: QueryClient, keys: ReadonlyArray<readonly unknown[]>) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

export const setUserRole = ({ userId, role }: { userId: string; role: AccountRole }) =>
  apiRequest<AdminUser>('PATCH', `/api/admin/users/${userId}/role`, { role });

export const setAdminLevel = ({ userId, adminLevel, reason }: { userId: string; adminLevel: AdminLevel | null; reason: ModerationReason }) =>
  apiRequest<AdminUser>('PATCH', `/api/admin/users/${userId}/admin-level`, { adminLevel, reason });

/** Super admins: removes every second factor of someone who lost them all (DESIGN.md, "Second factors"). */
export const resetSecondFactors = ({ userId, reason }: { userId: string; reason: ModerationReason }) =>
  apiRequest<void>('POST', `/api/admin/users/${userId}/second-factors/reset`, { reason });

export const deleteUser = ({ userId, reason }: { userId: string; reason: ModerationReason }) => apiRequest<void>('DELETE', `/api/admin/users/${userId}`, { reason });

/** Every decision on a review carries its reason (DESIGN.md, "Moderation reasons"). */
/** 'uphold' is an admin's flag on a review the rules flagged: the people are told, and may dispute it. */
export type ReviewDecision = 'flag' | 'uphold' | 'clear-flag' | 'verify' | 'delete';
export const decideReview = ({ reviewId, decision, reason }: { reviewId: string; decision: ReviewDecision; reason: ModerationReason }) =>
  decision === 'delete'
    ? apiRequest<void>('DELETE', `/api/admin/reviews/${reviewId}`, { reason })
    : apiRequest<void>('POST', `/api/admin/reviews/${reviewId}/${decision === 'uphold' ? 'flag' : decision}`, { reason });

/** Suspends (several at once) or lifts a suspension, always with a reason (DESIGN.md, "Suspension"). */
export const suspendUsers = ({ userIds, reason }: { userIds: string[]; reason: ModerationReason }) =>
  apiRequest<AdminUser[]>('POST', '/api/admin/users/suspend', { userIds, reason });
export const liftSuspension = ({ userId, reason }: { userId: string; reason: ModerationReason }) =>
  apiRequest<AdminUser>('POST', `/api/admin/users/${userId}/lift-suspension`, { reason });

export function useSuspendUsers() {
  const queryClient = useQueryClient();
  // Their written reviews stop counting and showing, so the review lists and numbers change too.
  return useMutation({ mutationFn: suspendUsers, onSuccess: () => refresh(queryClient, [ADMIN_USERS_KEY, ADMIN_REVIEWS_KEY, SUSPICIOUS_REVIEWS_KEY, SYSTEM_STATS_KEY, AUDIT_LOG_KEY]) });
}

export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: liftSuspension, onSuccess: () => refresh(queryClient, [ADMIN_USERS_KEY, ADMIN_REVIEWS_KEY, SUSPICIOUS_REVIEWS_KEY, SYSTEM_STATS_KEY, AUDIT_LOG_KEY]) });
}

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

export function useResetSecondFactors(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetSecondFactors, onSuccess: () => refresh(queryClient, [userDetailKey(userId), AUDIT_LOG_KEY]) });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  // Their received reviews go too, so the review lists and numbers change.
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => refresh(queryClient, [ADMIN_USERS_KEY, ADMIN_REVIEWS_KEY, SUSPICIOUS_REVIEWS_KEY, SYSTEM_STATS_KEY, AUDIT_LOG_KEY]),
  });
}

export type BulkOutcome = Schemas['BulkOutcome'];
export type BulkAction = 'clear-flag' | 'verify' | 'delete';
export const decideReviewsInBulk = ({ action, reviewIds, reason }: { action: BulkAction; reviewIds: string[]; reason: ModerationReason }) =>
  apiRequest<BulkOutcome[]>('POST', '/api/admin/reviews/bulk', { action, reviewIds, reason });

export function useDecideReviewsInBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReviewsInBulk,
    onSuccess: () => refresh(queryClient, [ADMIN_REVIEWS_KEY, SUSPICIOUS_REVIEWS_KEY, SYSTEM_STATS_KEY, AUDIT_LOG_KEY]),
  });
}

export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReview,
    onSuccess: () => refresh(queryClient, [ADMIN_REVIEWS_KEY, SUSPICIOUS_REVIEWS_KEY, SYSTEM_STATS_KEY, AUDIT_LOG_KEY]),
  });
}

/** Company verification by an admin after checking the licence, or its withdrawal, with a reason (DESIGN.md, "Companies"). */
export const verifyCompany = ({ userId, reason }: { userId: string; reason: ModerationReason }) =>
  apiRequest<Schemas['Company']>('POST', `/api/admin/users/${userId}/company-verification`, { reason });
export const revokeCompanyVerification = ({ userId, reason }: { userId: string; reason: ModerationReason }) =>
  apiRequest<Schemas['Company']>('DELETE', `/api/admin/users/${userId}/company-verification`, { reason });

export function useCompanyVerification() {
  const queryClient = useQueryClient();
  // ADMIN_USERS_KEY holds the person's page (userDetailKey), whose company and decisions change.
  const onSuccess = () => refresh(queryClient, [ADMIN_USERS_KEY, AUDIT_LOG_KEY]);
  return { verify: useMutation({ mutationFn: verifyCompany, onSuccess }), revoke: useMutation({ mutationFn: revokeCompanyVerification, onSuccess }) };
}
