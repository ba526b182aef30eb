import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Review } from './schemas';
import { REVIEWS_KEY, SKILLS_KEY, STATS_KEY } from './keys';

/** PATCH /api/reviews/{id} {status: 'confirmed'}: the reviewee confirms a pending review. */
export const confirmReview = (id: string) => apiRequest<Review>('PATCH', `/api/reviews/${encodeURIComponent(id)}`, { status: 'confirmed' });

export function useConfirmReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReview,
    // Spec section 7: reviews and stats refreshed. Skills too: here they are averaged over
    // confirmed reviews only, so a confirmation changes them (and data is never stale).
    onSuccess: () =>
      Promise.all([REVIEWS_KEY, STATS_KEY, SKILLS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
