import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { loadedReviews, type ReviewsFilter, useReviewPages } from '../api/get-reviews';
import { useQueryErrorRedirect } from '../use-query-error-redirect';
import { ListSkeleton } from './ListSkeleton';
import { LoadFailed } from './LoadFailed';
import { MorePages } from './MorePages';
import { ReviewList } from './ReviewList';

/**
 * One tab of received reviews, a page at a time (GET /api/reviews, Link rel="next"): the next
 * page loads as the list's end scrolls near, or with the Load more button (keyboard users).
 */
export function ReceivedReviewsTab({ filter, subscribed, empty }: { filter: ReviewsFilter; subscribed: boolean; empty: ReactNode }) {
  const query = useReviewPages(filter);
  useQueryErrorRedirect(query.error);
  const { hasNextPage, isFetchNextPageError } = query;

  if (query.isPending) return <ListSkeleton />;
  if (query.isError && !isFetchNextPageError) return <LoadFailed what="reviews" retry={() => void query.refetch()} />;

  const reviews = loadedReviews(query.data?.pages);
  return (
    <Flex vertical gap={16}>
      <ReviewList reviews={reviews} subscribed={subscribed} empty={hasNextPage ? null : empty} />
      <MorePages query={query} noun="reviews" shown={reviews.length} />
    </Flex>
  );
}
