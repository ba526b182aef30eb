import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { reasonLabel } from '@crew/contracts/moderation';
import { Card, Checkbox, Descriptions, Flex, Tag, Typography } from 'antd';
import { formatDate } from '../../../lib/dates';
import type { AdminReview } from '../api/schemas';
import { ClampedText } from './ClampedText';
import { FraudSignals } from './FraudSignals';
import { type ReviewActionHandlers, ReviewActions } from './ReviewActions';

/** 'Flag cleared by Ada Admin on Nov 25, 2026 (Confirmed genuine): Confirmed with the captain'. */
export function resolutionText(resolution: NonNullable<AdminReview['resolution']>): string {
  const what = resolution.kind === 'verified' ? 'Verified' : 'Flag cleared';
  const why = resolution.category ? ` (${reasonLabel(resolution.category)})` : '';
  return `${what} by ${resolution.actor.name} on ${formatDate(resolution.at)}${why}${resolution.note ? `: ${resolution.note}` : ''}`;
}

interface ReviewCardProps extends ReviewActionHandlers {
  review: AdminReview;
  /** The Suspicious Reviews tab's 'High Risk' card with the evidence laid out. */
  highRisk: boolean;
  deleteText: string;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/**
 * One review in the moderation queue. The header wraps instead of truncating, so on a phone
 * the reviewer, the reviewee and the date each stay readable.
 */
export function ReviewCard({ review, highRisk, deleteText, selected, onSelect, ...handlers }: ReviewCardProps) {
  const who = `${review.reviewerName} → ${review.revieweeName}`;
  return (
    <Card size="small" role="listitem" aria-label={`Review by ${review.reviewerName} about ${review.revieweeName}`} style={highRisk ? { borderColor: '#ffa39e' } : undefined}>
      <Flex vertical gap={8}>
        <Flex wrap gap={8} align="center">
          <Checkbox checked={selected} onChange={(event) => onSelect(event.target.checked)} aria-label={`Select the review by ${review.reviewerName} about ${review.revieweeName}`} />
          {highRisk && (
            <Tag color="red" icon={<WarningOutlined />}>
              High Risk
            </Tag>
          )}
          <Tag color={review.status === 'confirmed' ? 'blue' : 'gold'}>{review.status === 'confirmed' ? 'Confirmed' : 'Pending'}</Tag>
          {review.isVerified && <Tag color="green">Verified</Tag>}
          {review.flaggedAsSuspicious && !highRisk && <Tag color="red">Suspicious</Tag>}
          <Typography.Text strong>{review.rating}/5</Typography.Text>
        </Flex>
        <Flex wrap gap={8} justify="space-between">
          <Typography.Text style={{ overflowWrap: 'anywhere' }}>{who}</Typography.Text>
          <Typography.Text type="secondary">{formatDate(review.createdAt)}</Typography.Text>
        </Flex>
        {highRisk && (
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={review.signals.length ? 'Signals' : 'Reason'} span={2}>
              {/* The fraud rules' signals carry the reason with its evidence and the reviews it involves; an admin's flag has only its reason. */}
              {review.signals.length ? <FraudSignals signals={review.signals} onOpenReview={handlers.onHistory} /> : review.flaggingReason}
            </Descriptions.Item>
            <Descriptions.Item label="IP address">{review.ipAddress}</Descriptions.Item>
            <Descriptions.Item label="Reviewer email">
              <span style={{ overflowWrap: 'anywhere' }}>{review.reviewerEmail}</span>
            </Descriptions.Item>
            <Descriptions.Item label="Reviewer position">{review.reviewerPosition}</Descriptions.Item>
            <Descriptions.Item label="Vessel">{review.reviewerVessel}</Descriptions.Item>
          </Descriptions>
        )}
        <ClampedText text={review.text} />
        {/* Warnings that did not flag stay visible; a settled flag's signals stay as evidence. */}
        {!highRisk && <FraudSignals signals={review.signals} resolved={!review.flaggedAsSuspicious && !!review.resolution} onOpenReview={handlers.onHistory} />}
        {!highRisk && review.flaggedAsSuspicious && !review.signals.length && review.flaggingReason && (
          <Typography.Text type="secondary">Flagged: {review.flaggingReason}</Typography.Text>
        )}
        {review.resolution && !review.flaggedAsSuspicious && (
          <Typography.Text>
            <CheckCircleOutlined aria-hidden /> {resolutionText(review.resolution)}
          </Typography.Text>
        )}
        <ReviewActions review={review} deleteText={deleteText} {...handlers} />
      </Flex>
    </Card>
  );
}
