import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_ANALYTICS_KEY } from './keys';
import type { WeeklyActivity } from './schemas';

/** GET /api/admin/analytics: the last 12 weeks, oldest first. */
export const getAdminAnalytics = () => apiRequest<WeeklyActivity[]>('GET', '/api/admin/analytics');

export const getAdminAnalyticsQueryOptions = () => queryOptions({ queryKey: ADMIN_ANALYTICS_KEY, queryFn: getAdminAnalytics });

export const useAdminAnalytics = () => useQuery(getAdminAnalyticsQueryOptions());
