import { Card, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { useLatestReviews } from '../api/get-reviews';
import { useQueryErrorRedirect } from '../use-query-error-redirect';
import { RatingStars } from './RatingStars';
import { RequestReviewButton } from './RequestReviewButton';
import { ReviewerAvatar } from './ReviewerAvatar';
import { ReviewStatusTag } from './ReviewStatusTag';
import { UncountedTags } from './UncountedTags';

/** Spec section 9: the dashboard shows the 3 latest reviews. */
export const RECENT_REVIEWS = 3;

/** Dashboard widget: the latest reviews, or an invitation to request the first one. */
export function RecentReviewsCard() {
  // One small page (GET /api/reviews?limit=3), not the Reviews page's first 20.
  const { data, isLoading, isError, error } = useLatestReviews(RECENT_REVIEWS);
  useQueryErrorRedirect(error);
  const reviews = (data ?? []).slice(0, RECENT_REVIEWS);
  return (
    <Card title="Recent Reviews" extra={<Link to="/reviews">View all</Link>}>
      {isLoading ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : isError ? (
        <Typography.Text type="danger">Your reviews could not be loaded.</Typography.Text>
      ) : reviews.length === 0 ? (
        <Flex vertical align="center" gap={12} style={{ padding: '16px 0' }}>
          <Typography.Text type="secondary">No reviews yet</Typography.Text>
          <RequestReviewButton type="primary">Request Your First Review</RequestReviewButton>
        </Flex>
      ) : (
        <ul aria-label="Recent reviews" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {reviews.map((review, i) => (
            <li key={review.id} style={{ padding: '12px 0', borderTop: i ? '1px solid #f0f0f0' : undefined }}>
              <Flex gap={12} align="start">
                <ReviewerAvatar name={review.reviewerName} image={review.reviewerProfileImage} size={36} />
                <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Flex wrap gap={8} justify="space-between" align="center">
                    <Typography.Text strong>{review.reviewerName}</Typography.Text>
                    <Flex wrap gap={4}>
                      <ReviewStatusTag review={review} />
                      <UncountedTags review={review} />
                    </Flex>
                  </Flex>
                  <Flex wrap gap={8} align="center">
                    <RatingStars rating={review.rating} size={12} />
                    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                      {formatDate(review.createdAt)}
                    </Typography.Text>
                  </Flex>
                  <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                    {review.text}
                  </Typography.Paragraph>
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
