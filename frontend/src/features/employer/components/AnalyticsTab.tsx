import { Card, Col, Empty, Flex, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { LoadError } from '../../../components/LoadError';
import { formatDate } from '../../../lib/dates';
import { useEmployerAnalytics } from '../api/get-analytics';
import type { EmployerWeek, SubscriptionInfo } from '../api/schemas';
import { hasPlanFeature, PlanFeatureLock } from './PlanFeatureLock';

// recharts is large: it loads only when an Enterprise employer opens this tab.
const AnalyticsChart = lazy(() => import('./AnalyticsChart'));

const rate = (value: number | null) => (value === null ? '—' : `${value}%`);

/** The weeks as a table, newest first: the chart's numbers for screen readers and anyone who would rather read them. */
function WeeklyTable({ weeks }: { weeks: EmployerWeek[] }) {
  return (
    // On a phone the columns keep their width and the table scrolls sideways in a region a
    // keyboard can reach (axe: scrollable-region-focusable); the page itself never does.
    <div tabIndex={0} role="region" aria-label="Weekly numbers" style={{ overflowX: 'auto' }}>
      <Table<EmployerWeek>
        size="small"
        rowKey="weekStart"
        pagination={false}
        caption={<Typography.Text type="secondary">The last 12 weeks, week starting Monday (UTC)</Typography.Text>}
        dataSource={[...weeks].reverse()}
        columns={[
          { title: 'Week of', dataIndex: 'weekStart', render: (value: string) => formatDate(value), onCell: () => ({ style: { whiteSpace: 'nowrap' } }) },
          { title: 'Profile views', dataIndex: 'profileViews' },
          { title: 'Contact requests', dataIndex: 'contactsSent' },
          { title: 'Accepted', dataIndex: 'contactsAccepted' },
          { title: 'Acceptance rate', dataIndex: 'acceptanceRate', render: rate },
          { title: 'Reports', dataIndex: 'reportsOrdered' },
        ]}
      />
    </div>
  );
}

/**
 * Analytics (DESIGN.md, "Plan features"): the employer's profile views, contact requests and
 * their acceptance, and verification reports, per week for 12 weeks. Enterprise only: other
 * plans see what it is and the way to it.
 */
export function AnalyticsTab({ info }: { info: SubscriptionInfo }) {
  const allowed = hasPlanFeature(info, 'analytics');
  const { data, isLoading, isError, refetch, isRefetching } = useEmployerAnalytics(allowed);
  if (!allowed) {
    return (
      <PlanFeatureLock capability="analytics">
        See your profile views, contact requests and how many were accepted, and verification reports, week by week for the last 12 weeks.
      </PlanFeatureLock>
    );
  }
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (isError || !data) return <LoadError title="Your analytics could not be loaded" onRetry={() => void refetch()} retrying={isRefetching} />;
  const { totals, weeks } = data;
  const figures: Array<[string, string | number]> = [
    ['Profile views', totals.profileViews],
    ['Contact requests', totals.contactsSent],
    ['Accepted', totals.contactsAccepted],
    ['Acceptance rate', rate(totals.acceptanceRate)],
    ['Verification reports', totals.reportsOrdered],
  ];
  const quiet = totals.profileViews + totals.contactsSent + totals.reportsOrdered === 0;
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">The last 12 weeks. A profile counts once a month, as your plan counts it; acceptance is of the requests sent that week.</Typography.Text>
      <Row gutter={[12, 12]} role="list" aria-label="Totals for the last 12 weeks">
        {figures.map(([title, value]) => (
          <Col key={title} xs={12} md={8} xl={4} role="listitem">
            <Card size="small" style={{ height: '100%' }}>
              <Statistic title={title} value={value} />
            </Card>
          </Col>
        ))}
      </Row>
      {quiet ? (
        <Empty description="No activity in the last 12 weeks yet: views, contact requests and reports will show here week by week." />
      ) : (
        <>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <AnalyticsChart weeks={weeks} />
          </Suspense>
          <WeeklyTable weeks={weeks} />
        </>
      )}
    </Flex>
  );
}
