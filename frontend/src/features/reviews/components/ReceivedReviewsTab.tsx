import { Button, Flex, Typography } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { loadedReviews, type ReviewsFilter, useReviewPages } from '../api/get-reviews';
import { useQueryErrorRedirect } from '../use-query-error-redirect';
import { ListSkeleton } from './ListSkeleton';
import { LoadFailed } from './LoadFailed';
import { ReviewList } from './ReviewList';

/** How far below the viewport the sentinel starts the next page, so it is usually there before the user. */
const PREFETCH_MARGIN = '600px 0px';

/**
 * Calls `load` when the element comes near the viewport. The observer is made again each
 * time `enabled` turns on (after every page), and a new observer reports at once: a short
 * page that leaves the sentinel in view still loads the next one.
 */
function useNearViewport(ref: React.RefObject<HTMLElement | null>, enabled: boolean, load: () => void) {
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    }, { rootMargin: PREFETCH_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
}

/**
 * One tab of received reviews, a page at a time (GET /api/reviews, Link rel="next"): the next
 * page loads as the list's end scrolls near, or with the Load more button (keyboard users).
 */
export function ReceivedReviewsTab({ filter, subscribed, empty }: { filter: ReviewsFilter; subscribed: boolean; empty: ReactNode }) {
  const query = useReviewPages(filter);
  useQueryErrorRedirect(query.error);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const loadMore = () => void fetchNextPage({ cancelRefetch: false });
  // Not after a failed page: the user retries it with the button, the observer does not loop on it.
  useNearViewport(sentinel, hasNextPage && !isFetchingNextPage && !isFetchNextPageError, loadMore);

  if (query.isPending) return <ListSkeleton />;
  if (query.isError && !isFetchNextPageError) return <LoadFailed what="reviews" retry={() => void query.refetch()} />;

  const reviews = loadedReviews(query.data?.pages);
  return (
    <Flex vertical gap={16}>
      <ReviewList reviews={reviews} subscribed={subscribed} empty={hasNextPage ? null : empty} />
      {isFetchingNextPage && <ListSkeleton rows={1} label="Loading more reviews" />}
      {isFetchNextPageError && <LoadFailed what="next reviews" retry={loadMore} />}
      {hasNextPage && (
        <Flex justify="center">
          <Button onClick={loadMore} loading={isFetchingNextPage}>
            Load more
          </Button>
        </Flex>
      )}
      {hasNextPage && <div ref={sentinel} data-testid="reviews-end" aria-hidden="true" />}
      {!hasNextPage && (query.data?.pages.length ?? 0) > 1 && (
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          All {reviews.length} reviews are shown.
        </Typography.Text>
      )}
    </Flex>
  );
}
