import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage, type ApiPage } from '../../../lib/api-client';
import { loadedOnce } from './loaded-once';
import type { SentReviewRequest } from './schemas';
import { SENT_REQUESTS_KEY } from './keys';

/**
 * GET /api/review-requests: the requests I sent, newest first, with their state and email
 * delivery status, in keyset pages (20 by default); the next page's URL comes in the Link header.
 */
export const getReviewRequestsPage = (url: string) => apiPage<SentReviewRequest[]>(url);

/** Under SENT_REQUESTS_KEY, so invalidating it (Refresh, a new request) reloads the loaded pages. */
export const getReviewRequestsInfiniteQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...SENT_REQUESTS_KEY, 'pages'] as const,
    queryFn: ({ pageParam }) => getReviewRequestsPage(pageParam),
    initialPageParam: SENT_REQUESTS_KEY[0] as string,
    getNextPageParam: (last: ApiPage<SentReviewRequest[]>) => last.next ?? undefined,
  });

export const loadedRequests = (pages: ReadonlyArray<ApiPage<SentReviewRequest[]>> | undefined) => loadedOnce(pages);

export const useReviewRequestPages = () => useInfiniteQuery(getReviewRequestsInfiniteQueryOptions());
