import { StarFilled } from '@ant-design/icons';
import { Flex, Skeleton, Typography } from 'antd';
import { useStats } from '../api/get-stats';
import { formatRating, toNumber } from '../labels';

/** The dashboard header's average rating (one decimal, 0.0 by default) and review count. */
export function RatingSummary() {
  const { data, isLoading } = useStats();
  if (isLoading) return <Skeleton.Button active size="small" style={{ width: 120 }} />;
  const total = toNumber(data?.totalReviews);
  return (
    <Flex vertical align="center" style={{ lineHeight: 1.2 }}>
      <Flex align="center" gap={6}>
        <StarFilled style={{ color: '#f59e0b', fontSize: 22 }} aria-hidden />
        <Typography.Text strong style={{ fontSize: 28 }} aria-label={`Average rating ${formatRating(data?.averageRating)} out of 5`}>
          {formatRating(data?.averageRating)}
        </Typography.Text>
      </Flex>
      <Typography.Text type="secondary">
        {total} {total === 1 ? 'review' : 'reviews'}
      </Typography.Text>
    </Flex>
  );
}
