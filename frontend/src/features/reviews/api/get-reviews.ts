import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiPage, apiRequest, type ApiPage } from '../../../lib/api-client';
import { loadedOnce } from './loaded-once';
import type { Review } from './schemas';
import { REVIEWS_KEY } from './keys';

/**
 * GET /api/reviews: the reviews I received, newest first, in keyset pages (20 by default);
 * the next page's URL comes in the Link header. `filter` narrows to the Verified or Need
 * Confirmation tab on the server, so a tab never waits for pages of other reviews.
 */
export type ReviewsFilter = 'all' | 'verified' | 'pending';

export const reviewsUrl = (filter: ReviewsFilter) => (filter === 'all' ? REVIEWS_KEY[0] : `${REVIEWS_KEY[0]}?filter=${filter}`);

export const getReviewsPage = (url: string) => apiPage<Review[]>(url);

/** Under REVIEWS_KEY, so invalidating it refreshes every tab's loaded pages. */
export const getReviewsInfiniteQueryOptions = (filter: ReviewsFilter) =>
  infiniteQueryOptions({
    queryKey: [...REVIEWS_KEY, 'pages', filter] as const,
    queryFn: ({ pageParam }) => getReviewsPage(pageParam),
    initialPageParam: reviewsUrl(filter),
    getNextPageParam: (last: ApiPage<Review[]>) => last.next ?? undefined,
  });

/** The loaded pages as one list; a review met twice (a page refetched meanwhile) shows once. */
export const loadedReviews = (pages: ReadonlyArray<ApiPage<Review[]>> | undefined): Review[] => loadedOnce(pages);

export const useReviewPages = (filter: ReviewsFilter) => useInfiniteQuery(getReviewsInfiniteQueryOptions(filter));

/** GET /api/reviews?limit=n: the n latest (the dashboard's card), one small page. */
export const getLatestReviews = (limit: number) => apiRequest<Review[]>('GET', `${REVIEWS_KEY[0]}?limit=${limit}`);

export const getLatestReviewsQueryOptions = (limit: number) =>
  queryOptions({ queryKey: [...REVIEWS_KEY, 'latest', limit] as const, queryFn: () => getLatestReviews(limit) });

export const useLatestReviews = (limit: number) => useQuery(getLatestReviewsQueryOptions(limit));
