import { CheckCircleOutlined, ClockCircleOutlined, FileTextOutlined, StarOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic } from 'antd';
import { formatRating } from '../labels';
import type { ProfileStats } from '../api/schemas';

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
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col xs={12} md={6} key={card.title}>
          <Card size="small">
            <Statistic title={card.title} value={card.value} prefix={card.icon} loading={loading} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
