import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { ADMIN_REVIEWS_KEY, SUSPICIOUS_REVIEWS_KEY } from './keys';
import type { AdminReview } from './schemas';

export const REVIEWS_PAGE_SIZE = 20;

/** The queue's filters as the URL and the API carry them (GET /api/admin/reviews and /suspicious-reviews). */
export const REVIEW_FILTER_KEYS = ['status', 'verified', 'rule', 'minSignals', 'minFlags', 'reviewer', 'reviewee', 'revieweeId', 'reviewerId', 'from', 'to', 'sort', 'page'] as const;
export type ReviewFilterKey = (typeof REVIEW_FILTER_KEYS)[number];
export type ReviewFilter = Partial<Record<ReviewFilterKey, string>>;

/** The filter read from the page's URL: only the keys the queue knows, never empty values. */
export function reviewFilterFrom(params: URLSearchParams): ReviewFilter {
  const filter: ReviewFilter = {};
  for (const key of REVIEW_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filter[key] = value;
  }
  return filter;
}

export interface ReviewPage {
  reviews: AdminReview[];
  total: number;
}

async function getReviewPage(path: string, filter: ReviewFilter): Promise<ReviewPage> {
  const params = new URLSearchParams({ pageSize: String(REVIEWS_PAGE_SIZE), ...filter });
  const res = await fetch(`${path}?${params}`, { credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
  return { reviews: (await res.json()) as AdminReview[], total: Number(res.headers.get('x-total-count') ?? 0) };
}

/** One page of All Reviews, or of Suspicious Reviews, for this filter. */
export const getReviewPageQueryOptions = (suspiciousOnly: boolean, filter: ReviewFilter = {}) =>
  queryOptions({
    queryKey: [...(suspiciousOnly ? SUSPICIOUS_REVIEWS_KEY : ADMIN_REVIEWS_KEY), filter],
    queryFn: () => getReviewPage(suspiciousOnly ? '/api/admin/suspicious-reviews' : '/api/admin/reviews', filter),
    placeholderData: keepPreviousData,
  });

export const useReviewPage = (suspiciousOnly: boolean, filter: ReviewFilter) => useQuery(getReviewPageQueryOptions(suspiciousOnly, filter));
