import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Review } from './schemas';
import { REVIEWS_KEY } from './keys';

/** PATCH /api/reviews/{id}/toggle-visibility: hides a shown review or shows a hidden one. */
export const toggleReviewVisibility = (id: string) =>
  apiRequest<{ isHidden: boolean }>('PATCH', `/api/reviews/${encodeURIComponent(id)}/toggle-visibility`);

export function useToggleReviewVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleReviewVisibility,
    // The answer carries the new isHidden: patch the cached list instead of refetching it.
    onSuccess: ({ isHidden }, id) =>
      queryClient.setQueryData<Review[]>(REVIEWS_KEY, (reviews) => reviews?.map((r) => (r.id === id ? { ...r, isHidden } : r))),
  });
}
