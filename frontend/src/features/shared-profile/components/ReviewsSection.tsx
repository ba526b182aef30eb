import { LockOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Card, Empty, Flex, Tag, Typography } from 'antd';
import { Stars } from '../../../components/Stars';
import { formatDate } from '../../../lib/dates';
import type { PublicProfile, PublicReview } from '../api/schemas';
import { ServedTogetherBadge } from './ServedTogetherBadge';

/** Spec section 9: at most 5 reviews on the public profile. */
export const MAX_PUBLIC_REVIEWS = 5;

function ReviewItem({ review, last }: { review: PublicReview; last: boolean }) {
  return (
    <li style={{ listStyle: 'none', padding: '16px 0', borderBottom: last ? 'none' : '1px solid #f0f0f0' }}>
      <Flex justify="space-between" wrap gap={8}>
        <Flex vertical>
          <Typography.Text strong>{review.reviewerName}</Typography.Text>
          {review.reviewerWorkPosition && <Typography.Text type="secondary">{review.reviewerWorkPosition}</Typography.Text>}
        </Flex>
        <Flex vertical align="end">
          <Flex align="center" gap={6}>
            <Stars value={review.rating} size={13} />
            <Typography.Text strong>{review.rating}/5</Typography.Text>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDate(review.createdAt)}
          </Typography.Text>
        </Flex>
      </Flex>
      <Typography.Paragraph style={{ margin: '8px 0', whiteSpace: 'pre-line' }}>{review.text}</Typography.Paragraph>
      <Flex wrap gap={8} align="center">
        {review.isVerified && (
          <Tag color="green" icon={<SafetyCertificateOutlined />}>
            Verified
          </Tag>
        )}
        {review.servedTogether && <ServedTogetherBadge servedTogether={review.servedTogether} />}
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {review.context}
          {review.duration ? ` · ${review.duration}` : ''}
        </Typography.Text>
      </Flex>
    </li>
  );
}

/** Full links show up to 5 confirmed and verified reviews; summary ('basic') links show none. */
export function ReviewsSection({ profile }: { profile: PublicProfile }) {
  if (profile.accessLevel === 'basic') {
    return (
      <Alert
        type="info"
        showIcon
        icon={<LockOutlined />}
        title="Basic Profile View"
        description={`This link shows ${profile.user.firstName}'s ratings and statistics only. Detailed reviews are available by contacting ${profile.user.firstName} directly.`}
      />
    );
  }
  const reviews = profile.reviews.slice(0, MAX_PUBLIC_REVIEWS);
  return (
    <Card title="Professional Reviews" extra={reviews.length > 0 && <Tag color="green">{profile.stats.verifiedReviews} verified</Tag>}>
      {reviews.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No verified reviews to display publicly" />
      ) : (
        <ul style={{ margin: '-16px 0', padding: 0 }} aria-label="Professional reviews">
          {reviews.map((review, i) => (
            <ReviewItem key={review.id} review={review} last={i === reviews.length - 1} />
          ))}
        </ul>
      )}
    </Card>
  );
}
