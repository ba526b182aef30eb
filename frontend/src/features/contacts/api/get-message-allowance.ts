import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SUBSCRIPTION_KEY } from './contact-requests';
import type { SubscriptionInfo } from './schemas';

/** GET /api/user/subscription (the Employer page reads the same, under the same key). */
export const getSubscription = () => apiRequest<SubscriptionInfo>('GET', '/api/user/subscription');

export interface MessageAllowance {
  plan: string | null;
  /** null: unlimited. */
  limit: number | null;
  used: number;
  /** When this month's allowance starts over. */
  renewsAt: string;
}

/** This month's messages: what opening a conversation uses (the form says it before sending). */
export const getMessageAllowanceQueryOptions = () =>
  queryOptions({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: getSubscription,
    select: (info): MessageAllowance => {
      const usage = info.limits.features.find((f) => f.feature === 'message');
      return { plan: info.subscription.plan, limit: usage ? usage.limit : 0, used: usage?.used ?? 0, renewsAt: info.limits.periodEndsAt };
    },
  });

export const useMessageAllowance = () => useQuery(getMessageAllowanceQueryOptions());
