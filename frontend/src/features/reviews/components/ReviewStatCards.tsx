import { CheckCircleOutlined, ClockCircleOutlined, FileTextOutlined, StarOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic } from 'antd';
import { formatRating } from '../labels';
import type { Review } from '../api/schemas';

/** The four numbers above the tabs, from the reviews on screen (spec section 2, Reviews page). */
export function reviewCounts(reviews: Review[]) {
  const total = reviews.length;
  return {
    total,
    verified: reviews.filter((r) => r.status === 'confirmed' && r.isVerified).length,
    pending: reviews.filter((r) => r.status === 'pending').length,
    average: formatRating(total ? reviews.reduce((sum, r) => sum + r.rating, 0) / total : 0),
  };
}

export function ReviewStatCards({ reviews, loading }: { reviews: Review[]; loading: boolean }) {
  const counts = reviewCounts(reviews);
  const cards = [
    { title: 'Total Reviews', value: counts.total, icon: <FileTextOutlined style={{ color: '#0b4f8a' }} /> },
    { title: 'Verified', value: counts.verified, icon: <CheckCircleOutlined style={{ color: '#16a34a' }} /> },
    { title: 'Pending', value: counts.pending, icon: <ClockCircleOutlined style={{ color: '#d97706' }} /> },
    { title: 'Avg Rating', value: counts.average, icon: <StarOutlined style={{ color: '#f59e0b' }} /> },
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
