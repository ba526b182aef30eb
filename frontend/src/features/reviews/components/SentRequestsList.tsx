import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '../../../lib/dates';
import { loadedRequests, useReviewRequestPages } from '../api/get-review-requests';
import { SENT_REQUESTS_KEY } from '../api/keys';
import { EMAIL_STATUS_LABELS, REQUEST_STATE_LABELS } from '../labels';
import { MorePages } from './MorePages';
import { RequestReviewButton } from './RequestReviewButton';

/**
 * The requests I sent, with their state and whether the invitation email went out, a page at a
 * time (GET /api/review-requests, Link rel="next"): the next page loads as the list's end
 * scrolls near, or with the Load more button (keyboard users).
 */
export function SentRequestsList() {
  const queryClient = useQueryClient();
  const query = useReviewRequestPages();
  const { isLoading, isFetching, isError, isFetchingNextPage, isFetchNextPageError } = query;
  const refresh = () => queryClient.invalidateQueries({ queryKey: SENT_REQUESTS_KEY });

  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (isError && !isFetchNextPageError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Your sent requests could not be loaded."
        action={
          <Button size="small" onClick={refresh}>
            Try again
          </Button>
        }
      />
    );
  }
  const requests = loadedRequests(query.data?.pages);
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">Review requests you sent, and whether the invitation email went out.</Typography.Text>
        <Button icon={<ReloadOutlined />} onClick={refresh} loading={isFetching && !isFetchingNextPage}>
          Refresh
        </Button>
      </Flex>
      {requests.length === 0 ? (
        <Empty description="You have not requested any reviews yet">
          <RequestReviewButton type="primary">Request Your First Review</RequestReviewButton>
        </Empty>
      ) : (
        <ul aria-label="Sent review requests" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {requests.map((request) => {
            const state = REQUEST_STATE_LABELS[request.state] ?? { label: request.state, color: 'default' };
            const email = EMAIL_STATUS_LABELS[request.emailStatus] ?? { label: request.emailStatus, color: 'default', hint: '' };
            return (
              <li key={request.id}>
                <Card size="small">
                  <Flex wrap gap={8} justify="space-between" align="start">
                    <div style={{ minWidth: 0, flex: '1 1 240px' }}>
                      <Typography.Text strong style={{ wordBreak: 'break-all' }}>
                        {request.reviewerEmail}
                      </Typography.Text>
                      <div>
                        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                          {[request.context, request.duration, `Sent ${formatDate(request.createdAt)}`].filter(Boolean).join(' · ')}
                        </Typography.Text>
                      </div>
                    </div>
                    <Flex wrap gap={4}>
                      <Tag color={state.color}>{state.label}</Tag>
                      <Tooltip title={email.hint}>
                        <Tag color={email.color}>{email.label}</Tag>
                      </Tooltip>
                    </Flex>
                  </Flex>
                  {request.emailStatus === 'failed' && request.state === 'pending' && (
                    <Typography.Paragraph type="danger" style={{ margin: '8px 0 0', fontSize: 13 }}>
                      The invitation email could not be delivered. Contact {request.reviewerEmail} directly.
                    </Typography.Paragraph>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <MorePages query={query} noun="requests" shown={requests.length} />
    </Flex>
  );
}
