import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';

export type MyDispute = Schemas['MyDisputeDto'];

export const myDisputeKey = (reviewId: string) => ['/api/disputes/review', reviewId] as const;

/** GET /api/disputes/review/{reviewId}: the decision the signed-in person may dispute, and their dispute. */
export const getMyDisputeQueryOptions = (reviewId: string) =>
  queryOptions({ queryKey: myDisputeKey(reviewId), queryFn: () => apiRequest<MyDispute>('GET', `/api/disputes/review/${reviewId}`), retry: false });

export const useMyDispute = (reviewId: string) => useQuery(getMyDisputeQueryOptions(reviewId));

export function useOpenDispute(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => apiRequest<MyDispute>('POST', '/api/disputes', { reviewId, text }),
    onSuccess: (dispute) => queryClient.setQueryData(myDisputeKey(reviewId), dispute),
  });
}
