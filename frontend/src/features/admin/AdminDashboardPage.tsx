import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Card, Flex, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { wrappingTabBar } from '../../components/WrappingTabBar';
import { useUser } from '../../lib/auth';
import { useSystemStats } from './api/get-system-stats';
import { AllReviewsTab } from './components/AllReviewsTab';
import { AnalyticsTab } from './components/AnalyticsTab';
import { AuditLogTab } from './components/AuditLogTab';
import { FlagDecisionDialog, type PendingDecision } from './components/FlagDecisionDialog';
import { ADMIN_LEVEL_LABELS } from './components/labels';
import { ReviewHistoryDrawer } from './components/ReviewHistoryDrawer';
import { StatCards } from './components/StatCards';
import { SuspiciousReviewsTab } from './components/SuspiciousReviewsTab';
import { UserManagementTab } from './components/UserManagementTab';

/** /admin-dashboard (spec section 2); the route guard shows 'Access Denied' to non-admins. */
export default function AdminDashboardPage() {
  const { user } = useUser();
  const { data: stats, isLoading } = useSystemStats();
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [decision, setDecision] = useState<PendingDecision | null>(null);
  const handlers = { onHistory: setHistoryOf, onDecide: setDecision };
  // The open tab is in the URL (?tab=audit), so a link can open one, e.g. a filtered audit log.
  const [params, setParams] = useSearchParams();

  if (isLoading || !stats || !user) {
    return (
      <Flex vertical gap={24} aria-busy="true" aria-label="Loading">
        <StatCards stats={undefined} />
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </Flex>
    );
  }
  const tabs = [
    { key: 'users', label: 'User Management', children: <UserManagementTab /> },
    { key: 'reviews', label: 'All Reviews', children: <AllReviewsTab {...handlers} /> },
    { key: 'suspicious', label: 'Suspicious Reviews', children: <SuspiciousReviewsTab {...handlers} /> },
    { key: 'analytics', label: 'Analytics', children: <AnalyticsTab stats={stats} /> },
    { key: 'audit', label: 'Audit Log', children: <AuditLogTab /> },
  ];
  return (
    <Flex vertical gap={24}>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Typography.Title level={1} style={{ margin: 0, fontSize: 'clamp(24px, 6vw, 30px)' }}>
          Admin Dashboard
        </Typography.Title>
        <Tag color={user.adminLevel === 'super_admin' ? 'red' : 'blue'} icon={<SafetyCertificateOutlined />}>
          {user.adminLevel === 'super_admin' ? 'Super Admin Access' : `${ADMIN_LEVEL_LABELS[user.adminLevel ?? 'admin']} Access`}
        </Tag>
      </Flex>
      <StatCards stats={stats} />
      <Card>
        {/* Wrapping tabs: on a phone antd's one-row bar hid the last ones behind a menu. */}
        <Tabs
          renderTabBar={wrappingTabBar('Admin dashboard', tabs)}
          items={tabs}
          activeKey={tabs.some((tab) => tab.key === params.get('tab')) ? params.get('tab')! : 'users'}
          onChange={(key) => setParams(key === 'users' ? {} : { tab: key })}
        />
      </Card>
      <ReviewHistoryDrawer reviewId={historyOf} onClose={() => setHistoryOf(null)} />
      <FlagDecisionDialog pending={decision} onClose={() => setDecision(null)} />
    </Flex>
  );
}
