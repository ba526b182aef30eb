import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Review, SubmitReviewInput } from './schemas';
import { INCOMING_REQUESTS_KEY, REVIEWS_KEY } from './keys';

/** POST /api/reviews: answers a request addressed to me. */
export const submitReview = (input: SubmitReviewInput) => apiRequest<Review>('POST', '/api/reviews', input);

export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    // Spec section 7: then reviews and incoming requests refreshed.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }), queryClient.invalidateQueries({ queryKey: INCOMING_REQUESTS_KEY })]),
  });
}
