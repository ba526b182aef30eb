import { Descriptions, Drawer, Empty, Skeleton, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useReviewHistory } from '../api/get-review-history';
import type { ReviewHistoryStep } from '../api/schemas';
import { ActorLabel } from './ActorLabel';
import { EVENT_LABELS } from './labels';

/** The fields of an event worth reading; the rest (ids, the review text) is on the review itself. */
const SHOWN_DATA: Record<string, string> = {
  reason: 'Reason',
  notes: 'Notes',
  message: 'Message',
  reviewerEmail: 'Sent to',
  to: 'To',
  rating: 'Rating',
  reviewerVerificationStatus: 'Reviewer verification',
  context: 'Context',
};

function Step({ step }: { step: ReviewHistoryStep }) {
  const details = Object.entries(SHOWN_DATA).filter(([key]) => step.data[key] !== undefined && step.data[key] !== null && step.data[key] !== '');
  return (
    <div>
      <Typography.Text strong>{EVENT_LABELS[step.type] ?? step.type}</Typography.Text>{' '}
      <Tag>{step.stream === 'review' ? 'review' : 'request'}</Tag>
      <div>
        <Typography.Text type="secondary">{dayjs(step.recordedAt).format('MMM D, YYYY HH:mm:ss')}</Typography.Text>
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
        {details.map(([key, label]) => (
          <Descriptions.Item key={key} label={label}>
            {String(step.data[key])}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </div>
  );
}

/** Beyond the spec: every event of a review and its request, oldest first (the point of the event log). */
export function ReviewHistoryDrawer({ reviewId, onClose }: { reviewId: string | null; onClose: () => void }) {
  const { data, isLoading } = useReviewHistory(reviewId);
  return (
    <Drawer title="Review History" open={!!reviewId} onClose={onClose} size="large" destroyOnHidden>
      {/* A long history scrolls the drawer, which holds nothing to tab to: this stop lets a
          keyboard user reach it and scroll with the arrow keys (axe: scrollable-region-focusable). */}
      <div tabIndex={0} role="group" aria-label="Events, oldest first">
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : data?.length ? (
          <Timeline items={data.map((step, index) => ({ key: index, color: step.type === 'ReviewFlagged' ? 'red' : step.type === 'ReviewDeleted' ? 'gray' : 'blue', content: <Step step={step} /> }))} />
        ) : (
          <Empty description="No history" />
        )}
      </div>
    </Drawer>
  );
}
