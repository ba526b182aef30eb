import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import type { SystemStats } from '../api/schemas';

/** Spec section 2: Total Users, Total Reviews, Verified Reviews, Suspicious Reviews. */
export function StatCards({ stats }: { stats: SystemStats | undefined }) {
  const cards = [
    { title: 'Total Users', value: stats?.users.totalUsers },
    { title: 'Total Reviews', value: stats?.reviews.totalReviews },
    { title: 'Verified Reviews', value: stats?.reviews.verifiedReviews },
    { title: 'Suspicious Reviews', value: stats?.reviews.suspiciousReviews },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.title} xs={12} lg={6}>
          <Card>{stats ? <Statistic title={card.title} value={card.value} /> : <Skeleton active title={false} paragraph={{ rows: 2 }} />}</Card>
        </Col>
      ))}
    </Row>
  );
}
