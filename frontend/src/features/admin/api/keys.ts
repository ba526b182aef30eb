import type { UserFilter } from './schemas';

export const SYSTEM_STATS_KEY = ['/api/admin/system-stats'] as const;
export const ADMIN_USERS_KEY = ['/api/admin/users'] as const;
export const adminUsersKey = (filter: UserFilter) => [...ADMIN_USERS_KEY, filter] as const;
export const ADMIN_REVIEWS_KEY = ['/api/admin/reviews'] as const;
export const SUSPICIOUS_REVIEWS_KEY = ['/api/admin/suspicious-reviews'] as const;
export const reviewHistoryKey = (reviewId: string) => ['/api/admin/reviews', reviewId, 'history'] as const;
export const AUDIT_LOG_KEY = ['/api/admin/audit-log'] as const;
export const auditLogKey = (params: string) => [...AUDIT_LOG_KEY, params] as const;
/** Under ADMIN_USERS_KEY, so an admin action on users refreshes an open person's page too. */
export const userDetailKey = (userId: string) => [...ADMIN_USERS_KEY, userId, 'detail'] as const;
export const ADMIN_ANALYTICS_KEY = ['/api/admin/analytics'] as const;
export const ADMIN_DISPUTES_KEY = ['/api/admin/disputes'] as const;
export const ADMIN_SUPPORT_KEY = ['/api/admin/support/requests'] as const;
export const CONSISTENCY_KEY = ['/api/admin/system/consistency'] as const;
export const SYSTEM_KEY = ['/api/admin/system'] as const;
