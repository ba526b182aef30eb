import { Card, Col, Flex, Progress, Row, Skeleton, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { useAdminAnalytics } from '../api/get-analytics';
import type { SystemStats, WeeklyActivity } from '../api/schemas';

// recharts is large: it loads only when an admin opens this tab.
const WeeklyCharts = lazy(() => import('./WeeklyCharts'));

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

/** The charts' numbers as a table, for screen readers and anyone who would rather read them. */
function WeeklyTable({ weeks }: { weeks: WeeklyActivity[] }) {
  return (
    <Table<WeeklyActivity>
      size="small"
      rowKey="weekStart"
      pagination={false}
      scroll={{ x: 560 }}
      caption={<Typography.Text type="secondary">The last 12 weeks, week starting Monday</Typography.Text>}
      dataSource={[...weeks].reverse()}
      columns={[
        { title: 'Week of', dataIndex: 'weekStart', render: (value: string) => dayjs(value).format('MMM D, YYYY') },
        { title: 'Sign-ups', dataIndex: 'signUps' },
        { title: 'Reviews', dataIndex: 'reviews' },
        { title: 'Flags raised', dataIndex: 'flagsRaised' },
        { title: 'Flags cleared', dataIndex: 'flagsCleared' },
      ]}
    />
  );
}

/** Spec section 2: user distribution and review quality; beyond it, weekly activity as charts. */
export function AnalyticsTab({ stats }: { stats: SystemStats }) {
  const { users, reviews } = stats;
  const { data: weeks, isLoading } = useAdminAnalytics();
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
      <Col span={24}>
        {isLoading || !weeks ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <Flex vertical gap={16}>
            <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
              <WeeklyCharts weeks={weeks} />
            </Suspense>
            <WeeklyTable weeks={weeks} />
          </Flex>
        )}
      </Col>
    </Row>
  );
}
