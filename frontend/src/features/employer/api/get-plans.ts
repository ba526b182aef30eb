import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PLANS_KEY } from './keys';
import type { SubscriptionPlan } from './schemas';

/** GET /api/subscription-plans: Basic, Professional, Enterprise. */
export const getPlans = () => apiRequest<SubscriptionPlan[]>('GET', '/api/subscription-plans');

export const getPlansQueryOptions = () => queryOptions({ queryKey: PLANS_KEY, queryFn: getPlans });

export const usePlans = () => useQuery(getPlansQueryOptions());
