import { Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { formatDate } from '../../../lib/dates';
import { useAdminReviews } from '../api/get-reviews';
import { FraudSignals } from './FraudSignals';
import { ReviewActions, type ReviewActionHandlers } from './ReviewActions';

/** Spec section 2: status, Verified and Suspicious badges, text, rating out of 5, date, delete. */
export function AllReviewsTab(handlers: ReviewActionHandlers) {
  const { data, isLoading } = useAdminReviews();
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!data?.length) return <Empty description="No reviews yet" />;
  return (
    <Flex vertical gap={12}>
      {data.map((review) => (
          <Card key={review.id} size="small">
            <Flex vertical gap={8}>
              <Flex wrap gap={8} align="center" justify="space-between">
                <Flex wrap gap={4} align="center">
                  <Tag color={review.status === 'confirmed' ? 'blue' : 'gold'}>{review.status === 'confirmed' ? 'Confirmed' : 'Pending'}</Tag>
                  {review.isVerified && <Tag color="green">Verified</Tag>}
                  {review.flaggedAsSuspicious && <Tag color="red">Suspicious</Tag>}
                  <Typography.Text strong>{review.rating}/5</Typography.Text>
                  <Typography.Text type="secondary">
                    {review.reviewerName} → {review.revieweeName} · {formatDate(review.createdAt)}
                  </Typography.Text>
                </Flex>
                <ReviewActions review={review} deleteText="Delete this review? This action cannot be undone." {...handlers} />
              </Flex>
              <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 3, expandable: true, symbol: 'more' }}>
                {review.text}
              </Typography.Paragraph>
              {/* Warnings that did not flag stay visible here. */}
              <FraudSignals signals={review.signals} />
              {review.verificationNotes && <Typography.Text type="secondary">Admin notes: {review.verificationNotes}</Typography.Text>}
            </Flex>
          </Card>
      ))}
    </Flex>
  );
}
