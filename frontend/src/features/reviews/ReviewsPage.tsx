import { Flex, Tabs, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUser } from '../../lib/auth';
import { wrappingTabBar } from '../../components/WrappingTabBar';
import { useToast } from '../../lib/toast';
import { useIncomingReviewRequests } from './api/get-incoming-review-requests';
import { useStats } from './api/get-stats';
import { IncomingRequestList } from './components/IncomingRequestList';
import { ListSkeleton } from './components/ListSkeleton';
import { LoadFailed } from './components/LoadFailed';
import { ReceivedReviewsTab } from './components/ReceivedReviewsTab';
import { RequestReviewButton } from './components/RequestReviewButton';
import { RequestsWaitingBanner } from './components/RequestsWaitingBanner';
import { ReviewStatCards } from './components/ReviewStatCards';
import { SentRequestsList } from './components/SentRequestsList';
import type { IncomingReviewRequest } from './api/schemas';
import { useQueryErrorRedirect } from './use-query-error-redirect';

type TabKey = 'all' | 'verified' | 'pending' | 'requests' | 'sent';

/** Spec section 2 and 9: 1 s after the page finds the emailed request, a toast for 5 s. */
const HIGHLIGHT_TOAST_DELAY_MS = 1000;
const HIGHLIGHT_TOAST_DURATION_MS = 5000;

function useHighlightToast(highlightId: string | null, requests: IncomingReviewRequest[] | undefined) {
  const toast = useToast();
  const announced = useRef<string | null>(null);
  const found = highlightId ? requests?.find((r) => r.id === highlightId) : undefined;
  useEffect(() => {
    if (!found || announced.current === found.id) return;
    const timer = window.setTimeout(() => {
      announced.current = found.id;
      toast({
        title: 'Review request found!',
        description: `${found.requesterName} asked you to review their work.`,
        duration: HIGHLIGHT_TOAST_DURATION_MS,
      });
    }, HIGHLIGHT_TOAST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [found, toast]);
}

/** /reviews: the reviews I received, the requests waiting for my review, and those I sent. */
export default function ReviewsPage({ headerActions }: { headerActions?: React.ReactNode } = {}) {
  const { user } = useUser();
  const [params] = useSearchParams();
  const highlightId = params.get('highlight');
  const [tab, setTab] = useState<TabKey>(highlightId ? 'requests' : 'all');
  const stats = useStats();
  const incoming = useIncomingReviewRequests();
  useQueryErrorRedirect(stats.error ?? incoming.error);
  useHighlightToast(highlightId, incoming.data);

  // A new emailed link opened while on the page switches to the requests tab as well.
  useEffect(() => {
    if (highlightId) setTab('requests');
  }, [highlightId]);

  const subscribed = user?.subscriptionStatus === 'active';
  const requests = incoming.data ?? [];

  const tabs: { key: TabKey; label: string; children: React.ReactNode }[] = [
    {
      key: 'all',
      label: 'All Reviews',
      children: (
        <ReceivedReviewsTab
          filter="all"
          subscribed={subscribed}
          empty={
            <Flex vertical align="center" gap={12} style={{ padding: 24 }}>
              <Typography.Text type="secondary">No reviews yet</Typography.Text>
              <RequestReviewButton type="primary">Request Your First Review</RequestReviewButton>
            </Flex>
          }
        />
      ),
    },
    {
      key: 'verified',
      label: 'Verified',
      children: (
        <ReceivedReviewsTab
          filter="verified"
          subscribed={subscribed}
          empty="No verified reviews yet. Reviews count as verified once you confirm them and the reviewer is verified."
        />
      ),
    },
    {
      key: 'pending',
      label: 'Need Confirmation',
      children: <ReceivedReviewsTab filter="pending" subscribed={subscribed} empty="No reviews waiting for your confirmation" />,
    },
    {
      key: 'requests',
      label: 'Write Reviews',
      children: incoming.isLoading ? (
        <ListSkeleton />
      ) : incoming.isError ? (
        <LoadFailed what="review requests" retry={() => void incoming.refetch()} />
      ) : (
        <IncomingRequestList requests={requests} highlightId={highlightId} />
      ),
    },
    { key: 'sent', label: 'Sent Requests', children: <SentRequestsList /> },
  ];

  return (
    <Flex vertical gap={24}>
      <Flex wrap gap={16} justify="space-between" align="center">
        <div>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 'clamp(24px, 6vw, 30px)' }}>
            Professional Reviews
          </Typography.Title>
          <Typography.Text type="secondary">Reviews from colleagues you worked with, and requests waiting for your review.</Typography.Text>
        </div>
        <Flex wrap gap={8}>
          {headerActions}
          <RequestReviewButton type="primary" />
        </Flex>
      </Flex>

      <RequestsWaitingBanner count={requests.length} onView={() => setTab('requests')} />
      <ReviewStatCards stats={stats.data} loading={stats.isLoading} />

      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        // Five labels do not fit one row on a phone: they wrap rather than hide behind a menu.
        renderTabBar={wrappingTabBar('Reviews', tabs)}
        items={tabs}
      />
    </Flex>
  );
}
