import type { ModerationReason } from '@crew/contracts/moderation';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';
import { ADMIN_DISPUTES_KEY, ADMIN_REVIEWS_KEY, AUDIT_LOG_KEY, SUSPICIOUS_REVIEWS_KEY, SYSTEM_STATS_KEY } from './keys';

export type AdminDispute = Schemas['AdminDisputeDto'];
export type DisputeList = 'open' | 'decided';

export const getDisputesQueryOptions = (status: DisputeList) =>
  queryOptions({
    queryKey: [...ADMIN_DISPUTES_KEY, status],
    queryFn: () => apiRequest<AdminDispute[]>('GET', `/api/admin/disputes?status=${status}`),
    placeholderData: keepPreviousData,
  });

export const useDisputes = (status: DisputeList) => useQuery(getDisputesQueryOptions(status));

export function useDecideDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dispute, outcome, reason }: { dispute: AdminDispute; outcome: 'upheld' | 'overturned'; reason: ModerationReason }) =>
      apiRequest<void>('POST', `/api/admin/reviews/${dispute.reviewId}/disputes/${dispute.id}/decide`, { outcome, reason }),
    // Overturning restores a review or clears a flag: the queues and numbers change too.
    onSuccess: () =>
      Promise.all([ADMIN_DISPUTES_KEY, ADMIN_REVIEWS_KEY, SUSPICIOUS_REVIEWS_KEY, SYSTEM_STATS_KEY, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
