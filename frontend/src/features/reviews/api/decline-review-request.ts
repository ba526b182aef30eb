import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { INCOMING_REQUESTS_KEY } from './keys';

/** PATCH /api/review-requests/{id}/decline: permanent; the requester is emailed. */
export const declineReviewRequest = (id: string) => apiRequest<unknown>('PATCH', `/api/review-requests/${encodeURIComponent(id)}/decline`);

export function useDeclineReviewRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineReviewRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INCOMING_REQUESTS_KEY }),
  });
}
