import { Button, Flex, Typography } from 'antd';
import { useRef } from 'react';
import { useNearViewport } from '../use-near-viewport';
import { ListSkeleton } from './ListSkeleton';
import { LoadFailed } from './LoadFailed';

/** What MorePages needs of an infinite query. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: (options: { cancelRefetch: boolean }) => Promise<unknown>;
  data?: { pages: readonly unknown[] };
}

/**
 * The end of a list loaded a page at a time (Link rel="next"): the next page loads as the end
 * scrolls near, or with the Load more button (keyboard users); a failed page says so and offers
 * to try again; once everything is loaded, how many are shown.
 */
export function MorePages({ query, noun, shown }: { query: PagedQuery; noun: 'reviews' | 'requests'; shown: number }) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = () => void fetchNextPage({ cancelRefetch: false });
  // Not after a failed page: the user retries it with the button, the observer does not loop on it.
  useNearViewport(sentinel, hasNextPage && !isFetchingNextPage && !isFetchNextPageError, loadMore);

  return (
    <>
      {isFetchingNextPage && <ListSkeleton rows={1} label={`Loading more ${noun}`} />}
      {isFetchNextPageError && <LoadFailed what={`next ${noun}`} retry={loadMore} />}
      {hasNextPage && (
        <Flex justify="center">
          <Button onClick={loadMore} loading={isFetchingNextPage}>
            Load more
          </Button>
        </Flex>
      )}
      {hasNextPage && <div ref={sentinel} data-testid={`${noun}-end`} aria-hidden="true" />}
      {!hasNextPage && (query.data?.pages.length ?? 0) > 1 && (
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          All {shown} {noun} are shown.
        </Typography.Text>
      )}
    </>
  );
}
