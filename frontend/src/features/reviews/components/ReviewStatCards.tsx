import { CheckCircleOutlined, ClockCircleOutlined, FileTextOutlined, StarOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { formatRating } from '../labels';
import type { ProfileStats } from '../api/schemas';

/** How the server counts (ADR 0034), so a total smaller than the list below makes sense. */
export const COUNTING_NOTE =
  'Each colleague counts once in your totals and average, with the average of their reviews. Reviews our team is checking and reviews by suspended accounts are not counted.';

/**
 * The four numbers above the tabs (spec section 2, Reviews page), from the server's totals
 * (GET /api/stats): the list below holds only the pages loaded so far.
 */
export function ReviewStatCards({ stats, loading }: { stats: ProfileStats | undefined; loading: boolean }) {
  const cards = [
    { title: 'Total Reviews', value: stats?.totalReviews ?? 0, icon: <FileTextOutlined style={{ color: '#0b4f8a' }} /> },
    { title: 'Verified', value: stats?.verifiedReviews ?? 0, icon: <CheckCircleOutlined style={{ color: '#16a34a' }} /> },
    { title: 'Pending', value: stats?.pendingReviews ?? 0, icon: <ClockCircleOutlined style={{ color: '#d97706' }} /> },
    { title: 'Avg Rating', value: formatRating(stats?.averageRating), icon: <StarOutlined style={{ color: '#f59e0b' }} /> },
  ];
  return (
    <Flex vertical gap={8}>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col xs={12} md={6} key={card.title}>
            <Card size="small">
              <Statistic title={card.title} value={card.value} prefix={card.icon} loading={loading} />
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {COUNTING_NOTE}
      </Typography.Text>
    </Flex>
  );
}
