import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiPage } from '../../../lib/api-client';
import type { Review } from './schemas';
import { REVIEWS_KEY } from './keys';

/** PATCH /api/reviews/{id}/toggle-visibility: hides a shown review or shows a hidden one. */
export const toggleReviewVisibility = (id: string) =>
  apiRequest<{ isHidden: boolean }>('PATCH', `/api/reviews/${encodeURIComponent(id)}/toggle-visibility`);

type CachedReviews = Review[] | InfiniteData<ApiPage<Review[]>> | undefined;

/** The cached reviews under REVIEWS_KEY (the dashboard's latest, each tab's pages) with one review changed. */
function patch(cached: CachedReviews, id: string, change: Partial<Review>): CachedReviews {
  const apply = (reviews: Review[]) => reviews.map((r) => (r.id === id ? { ...r, ...change } : r));
  if (!cached) return cached;
  if (Array.isArray(cached)) return apply(cached);
  return { ...cached, pages: cached.pages.map((page) => ({ ...page, data: apply(page.data) })) };
}

export function useToggleReviewVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleReviewVisibility,
    // The answer carries the new isHidden: patch the cached lists instead of refetching them.
    onSuccess: ({ isHidden }, id) => queryClient.setQueriesData<CachedReviews>({ queryKey: REVIEWS_KEY }, (cached) => patch(cached, id, { isHidden })),
  });
}
