import { Alert, Button, Descriptions, Drawer, Empty, Skeleton, Tag, Timeline, Typography } from 'antd';
import { formatDateTime } from '../../../lib/dates';
import { useReviewHistory } from '../api/get-review-history';
import type { ReviewHistoryStep } from '../api/schemas';
import { ActorLabel } from './ActorLabel';
import { stepDetails } from './history-details';
import { eventLabel } from './labels';

function Step({ step }: { step: ReviewHistoryStep }) {
  return (
    <div>
      <Typography.Text strong>{eventLabel(step.type)}</Typography.Text> <Tag>{step.stream === 'review' ? 'review' : 'request'}</Tag>
      <div>
        <Typography.Text type="secondary">
          <time dateTime={step.recordedAt}>{formatDateTime(step.recordedAt)}</time>
        </Typography.Text>
      </div>
      <Descriptions size="small" column={1} style={{ marginTop: 4 }}>
        <Descriptions.Item label="By">
          <ActorLabel actor={step.actor} />
        </Descriptions.Item>
        {step.ip && <Descriptions.Item label="IP address">{step.ip}</Descriptions.Item>}
        {step.userAgent && (
          <Descriptions.Item label="Browser">
            <Typography.Text ellipsis={{ tooltip: step.userAgent }} style={{ maxWidth: 260 }}>
              {step.userAgent}
            </Typography.Text>
          </Descriptions.Item>
        )}
        {stepDetails(step).map((detail) => (
          <Descriptions.Item key={detail.label} label={detail.label}>
            <span style={{ overflowWrap: 'anywhere' }}>{detail.value}</span>
          </Descriptions.Item>
        ))}
      </Descriptions>
    </div>
  );
}

const COLOURS: Partial<Record<ReviewHistoryStep['type'], string>> = {
  ReviewFraudSignalsFound: 'orange',
  ReviewFlagged: 'red',
  ReviewRequestEmailFailed: 'red',
  ReviewVerified: 'green',
  ReviewFlagCleared: 'green',
  ReviewDeleted: 'gray',
};

/** Beyond the spec: every event of a review and its request, oldest first (the point of the event log). */
export function ReviewHistoryDrawer({ reviewId, onClose }: { reviewId: string | null; onClose: () => void }) {
  const { data, isLoading, isError, refetch } = useReviewHistory(reviewId);
  return (
    <Drawer title="Review History" open={!!reviewId} onClose={onClose} size="large" destroyOnHidden>
      {/* A long history scrolls the drawer, which holds nothing to tab to: this stop lets a
          keyboard user reach it and scroll with the arrow keys (axe: scrollable-region-focusable). */}
      <div tabIndex={0} role="group" aria-label="Events, oldest first">
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : isError ? (
          <Alert
            type="error"
            showIcon
            title="The history could not be loaded."
            action={
              <Button size="small" onClick={() => refetch()}>
                Retry
              </Button>
            }
          />
        ) : data?.length ? (
          <Timeline items={data.map((step, index) => ({ key: index, color: COLOURS[step.type] ?? 'blue', content: <Step step={step} /> }))} />
        ) : (
          <Empty description="No history" />
        )}
      </div>
    </Drawer>
  );
}
