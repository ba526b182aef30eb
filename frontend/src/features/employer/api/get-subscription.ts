import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SUBSCRIPTION_KEY } from './keys';
import type { SubscriptionInfo } from './schemas';

/** GET /api/user/subscription: plan, credits, this month's allowances and activity. */
export const getSubscription = () => apiRequest<SubscriptionInfo>('GET', '/api/user/subscription');

export const getSubscriptionQueryOptions = () => queryOptions({ queryKey: SUBSCRIPTION_KEY, queryFn: getSubscription });

export const useSubscription = () => useQuery(getSubscriptionQueryOptions());
