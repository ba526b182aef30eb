import { WarningOutlined } from '@ant-design/icons';
import { Card, Descriptions, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { formatDate } from '../../../lib/dates';
import { useSuspiciousReviews } from '../api/get-reviews';
import { FraudSignals } from './FraudSignals';
import { ReviewActions, type ReviewActionHandlers } from './ReviewActions';

/** Spec section 2: 'High Risk' cards with the reason (or the fraud signals), IP, reviewer position and vessel, or 'No Suspicious Reviews'. */
export function SuspiciousReviewsTab(handlers: ReviewActionHandlers) {
  const { data, isLoading } = useSuspiciousReviews();
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!data?.length) return <Result status="success" title="No Suspicious Reviews" subTitle="Nothing is waiting for a decision." />;
  return (
    <Flex vertical gap={16}>
      {data.map((review) => (
        <Card
          key={review.id}
          size="small"
          style={{ borderColor: '#ffa39e' }}
          title={
            <Flex gap={8} align="center">
              <Tag color="red" icon={<WarningOutlined />}>
                High Risk
              </Tag>
              <Typography.Text>
                {review.reviewerName} → {review.revieweeName}
              </Typography.Text>
            </Flex>
          }
          extra={<Typography.Text type="secondary">{formatDate(review.createdAt)}</Typography.Text>}
        >
          <Flex vertical gap={12}>
            <Descriptions size="small" column={{ xs: 1, md: 2 }}>
              <Descriptions.Item label={review.signals.length ? 'Signals' : 'Reason'} span={2}>
                {/* The fraud rules' signals carry the reason with its evidence; an admin's flag has only its reason. */}
                {review.signals.length ? <FraudSignals signals={review.signals} /> : review.flaggingReason}
              </Descriptions.Item>
              <Descriptions.Item label="IP address">{review.ipAddress}</Descriptions.Item>
              <Descriptions.Item label="Reviewer email">{review.reviewerEmail}</Descriptions.Item>
              <Descriptions.Item label="Reviewer position">{review.reviewerPosition}</Descriptions.Item>
              <Descriptions.Item label="Vessel">{review.reviewerVessel}</Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 3, expandable: true, symbol: 'more' }}>
              {review.text}
            </Typography.Paragraph>
            <ReviewActions review={review} deleteText="Delete this suspicious review?" {...handlers} />
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
