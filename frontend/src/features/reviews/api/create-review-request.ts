import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CreatedReviewRequest, CreateReviewRequestInput } from './schemas';
import { SENT_REQUESTS_KEY } from './keys';

/** POST /api/review-requests: saved at once, the invitation email is queued. */
export const createReviewRequest = (input: CreateReviewRequestInput) =>
  apiRequest<CreatedReviewRequest>('POST', '/api/review-requests', input);

export function useCreateReviewRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReviewRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SENT_REQUESTS_KEY }),
  });
}
