import { Card, Col, Flex, Progress, Row, Typography } from 'antd';
import type { SystemStats } from '../api/schemas';

function Share({ label, value, total, color }: { label: string; value: number; total: number; color?: string }) {
  const percent = total > 0 ? Math.round((value / total) * 100) : 0;
  return (
    <div>
      <Flex justify="space-between">
        <Typography.Text>{label}</Typography.Text>
        <Typography.Text strong>
          {value} <Typography.Text type="secondary">({percent}%)</Typography.Text>
        </Typography.Text>
      </Flex>
      <Progress percent={percent} showInfo={false} strokeColor={color} aria-label={`${label}: ${value} of ${total}`} />
    </div>
  );
}

/** Spec section 2: user distribution and review quality. */
export function AnalyticsTab({ stats }: { stats: SystemStats }) {
  const { users, reviews } = stats;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card title="User Distribution" style={{ height: '100%' }}>
          <Flex vertical gap={12}>
            <Share label="Crew Members" value={users.crewMembers} total={users.totalUsers} />
            <Share label="Employers" value={users.employers} total={users.totalUsers} />
            <Share label="Admins" value={users.admins} total={users.totalUsers} />
          </Flex>
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card title="Review Quality" style={{ height: '100%' }}>
          <Flex vertical gap={12}>
            <Share label="Verified" value={reviews.verifiedReviews} total={reviews.totalReviews} color="#389e0d" />
            <Share label="Pending" value={reviews.pendingReviews} total={reviews.totalReviews} color="#d48806" />
            <Share label="Suspicious" value={reviews.suspiciousReviews} total={reviews.totalReviews} color="#cf1322" />
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
