import { Card, Col, Flex, Progress, Row, Skeleton, Table, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { formatDate } from '../../../lib/dates';
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

const count = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;

/** What the shares are of, and why they need not add up: honest numbers rather than a tidy 100%. */
function Note({ children }: { children: React.ReactNode }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {children}
    </Typography.Text>
  );
}

/** The charts' numbers as a table, for screen readers and anyone who would rather read them. */
function WeeklyTable({ weeks }: { weeks: WeeklyActivity[] }) {
  return (
    // On a phone the dates would wrap to three lines: they stay whole and the table scrolls
    // sideways, in a region a keyboard can reach and scroll (axe: scrollable-region-focusable).
    <div tabIndex={0} role="region" aria-label="Weekly numbers" style={{ overflowX: 'auto' }}>
      <Table<WeeklyActivity>
        size="small"
        rowKey="weekStart"
        pagination={false}
        caption={<Typography.Text type="secondary">The last 12 weeks, week starting Monday</Typography.Text>}
        dataSource={[...weeks].reverse()}
        columns={[
          { title: 'Week of', dataIndex: 'weekStart', render: (value: string) => formatDate(value), onCell: () => ({ style: { whiteSpace: 'nowrap' } }) },
          { title: 'Sign-ups', dataIndex: 'signUps' },
          { title: 'Reviews', dataIndex: 'reviews' },
          { title: 'Flags raised', dataIndex: 'flagsRaised' },
          { title: 'Flags cleared', dataIndex: 'flagsCleared' },
        ]}
      />
    </div>
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
            <Note>
              Of {count(users.totalUsers, 'account')}. Admins are crew members or employers too, so they are also counted there.
            </Note>
          </Flex>
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card title="Review Quality" style={{ height: '100%' }}>
          <Flex vertical gap={12}>
            <Share label="Verified" value={reviews.verifiedReviews} total={reviews.totalReviews} color="#389e0d" />
            <Share label="Pending" value={reviews.pendingReviews} total={reviews.totalReviews} color="#d48806" />
            <Share label="Suspicious" value={reviews.suspiciousReviews} total={reviews.totalReviews} color="#cf1322" />
            <Note>
              Of {count(reviews.totalReviews, 'review')}. These groups overlap (a pending review can also be suspicious) and leave out confirmed reviews
              that are neither verified nor suspicious, so the shares need not add up to 100%.
            </Note>
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
