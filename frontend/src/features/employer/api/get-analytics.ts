import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { EMPLOYER_ANALYTICS_KEY } from './keys';
import type { EmployerAnalytics } from './schemas';

/** GET /api/employer/analytics: views, contacts and reports per week (Enterprise plan). */
export const getEmployerAnalytics = () => apiRequest<EmployerAnalytics>('GET', '/api/employer/analytics');

export const getEmployerAnalyticsQueryOptions = () => queryOptions({ queryKey: EMPLOYER_ANALYTICS_KEY, queryFn: getEmployerAnalytics });

/** Only asked when the plan has analytics: the server would refuse it otherwise. */
export const useEmployerAnalytics = (enabled: boolean) => useQuery({ ...getEmployerAnalyticsQueryOptions(), enabled });
