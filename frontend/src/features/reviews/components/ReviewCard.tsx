import { CheckCircleOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { formatDate } from '../../../lib/dates';
import { assessmentLabel, recommendationLabel, SKILL_FIELDS } from '../labels';
import type { Review } from '../api/schemas';
import { RatingStars } from './RatingStars';
import { ReviewerAvatar } from './ReviewerAvatar';
import { ReviewStatusTag } from './ReviewStatusTag';
import { ServedTogetherTag } from './ServedTogetherTag';
import { UncountedTags } from './UncountedTags';
import { VerificationDetails } from './VerificationDetails';

export interface ReviewCardProps {
  review: Review;
  /** The viewer has an active subscription: show who wrote it instead of the upsell. */
  subscribed: boolean;
  onConfirm: (review: Review) => void;
  onToggleVisibility: (review: Review) => void;
  confirming?: boolean;
  toggling?: boolean;
}

const PENDING_STYLE = { borderColor: '#f59e0b', background: '#fffbeb' };

/**
 * Why a review counts nowhere for now (the server leaves it out of every number and the shared
 * profile, ADR 0034), in words its owner can act on or wait for; null when it counts.
 */
function uncountedNote(review: Pick<Review, 'flaggedAsSuspicious' | 'reviewerSuspended'>): string | null {
  if (review.reviewerSuspended) {
    return "Hidden while the reviewer's account is suspended: it does not count in your numbers or show on your shared profile until the suspension is lifted.";
  }
  if (review.flaggedAsSuspicious) {
    return 'Our team is checking this review: until they clear it, it does not count in your numbers or show on your shared profile.';
  }
  return null;
}

/** One received review, with the owner's controls (spec section 2, Reviews page). */
export function ReviewCard({ review, subscribed, onConfirm, onToggleVisibility, confirming, toggling }: ReviewCardProps) {
  const pending = review.status === 'pending';
  const assessments = SKILL_FIELDS.filter(({ key }) => review[key]);
  const uncounted = uncountedNote(review);
  return (
    <Card
      style={{ ...(pending ? PENDING_STYLE : {}), ...(review.isHidden ? { opacity: 0.8 } : {}) }}
      styles={{ body: { padding: 16 } }}
      data-testid="review-card"
      aria-label={`Review by ${review.reviewerName}`}
      role="article"
    >
      <Flex vertical gap={12}>
        <Flex wrap gap={12} justify="space-between" align="start">
          <Flex gap={12} align="center" style={{ minWidth: 0 }}>
            <ReviewerAvatar name={review.reviewerName} image={review.reviewerProfileImage} />
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong>{review.reviewerName}</Typography.Text>
              <div>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {[review.reviewerWorkPosition, formatDate(review.createdAt)].filter(Boolean).join(' · ')}
                </Typography.Text>
              </div>
            </div>
          </Flex>
          <Flex wrap gap={4} align="center">
            <ReviewStatusTag review={review} />
            {review.isHidden && <Tag icon={<EyeInvisibleOutlined />}>Hidden</Tag>}
            <UncountedTags review={review} />
            {review.servedTogether && <ServedTogetherTag servedTogether={review.servedTogether} />}
            {review.servedTogether?.serviceConfirmed && <Tag color="green">Sea service confirmed</Tag>}
          </Flex>
        </Flex>

        {uncounted && (
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {uncounted}
          </Typography.Text>
        )}

        <RatingStars rating={review.rating} />
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>{review.text}</Typography.Paragraph>

        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          <Typography.Text strong type="secondary" style={{ fontSize: 13 }}>
            Context:
          </Typography.Text>{' '}
          {review.context}
          {review.duration ? ` · ${review.duration}` : ''}
        </Typography.Text>

        {(assessments.length > 0 || review.recommendation) && (
          <Flex wrap gap={6}>
            {assessments.map(({ key, label }) => (
              <Tag key={key} style={{ marginInlineEnd: 0 }}>
                {label}: {assessmentLabel(review[key])}
              </Tag>
            ))}
            {review.recommendation && (
              <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                {recommendationLabel(review.recommendation)}
              </Tag>
            )}
          </Flex>
        )}

        <VerificationDetails review={review} subscribed={subscribed} />

        <Flex wrap gap={8} justify="end" align="center">
          {pending && (
            <Typography.Text type="secondary" style={{ fontSize: 13, flex: '1 1 200px' }}>
              Check the details and confirm that you worked with {review.reviewerName}.
            </Typography.Text>
          )}
          <Button
            icon={review.isHidden ? <EyeOutlined /> : <EyeInvisibleOutlined />}
            onClick={() => onToggleVisibility(review)}
            loading={toggling}
            aria-label={review.isHidden ? `Show review by ${review.reviewerName}` : `Hide review by ${review.reviewerName}`}
          >
            {review.isHidden ? 'Show' : 'Hide'}
          </Button>
          {pending && (
            <Button type="primary" icon={<CheckCircleOutlined />} onClick={() => onConfirm(review)} loading={confirming}>
              Confirm Details
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
