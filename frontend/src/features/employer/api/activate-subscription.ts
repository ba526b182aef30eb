import type { PlanId } from '@crew/contracts/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { SUBSCRIPTION_KEY, TRANSACTIONS_KEY } from './keys';
import type { ActivatedSubscription } from './schemas';

/** POST /api/test/activate-subscription (test mode, no payment). */
export const activateSubscription = (planId: PlanId) => apiRequest<ActivatedSubscription>('POST', '/api/test/activate-subscription', { planId });

export function useActivateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateSubscription,
    onSuccess: () =>
      Promise.all(
        [SUBSCRIPTION_KEY, TRANSACTIONS_KEY, USER_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
