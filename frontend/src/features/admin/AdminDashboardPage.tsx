import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Card, Flex, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { wrappingTabBar } from '../../components/WrappingTabBar';
import { access } from '@crew/contracts/access';
import { useUser } from '../../lib/auth';
import { useSystemStats } from './api/get-system-stats';
import { AllReviewsTab } from './components/AllReviewsTab';
import { AnalyticsTab } from './components/AnalyticsTab';
import { AuditLogTab } from './components/AuditLogTab';
import { DisputesTab } from './components/DisputesTab';
import { type PendingDecision, ReviewDecisionDialog } from './components/ReviewDecisionDialog';
import { ADMIN_LEVEL_LABELS } from './components/labels';
import { ReviewHistoryDrawer } from './components/ReviewHistoryDrawer';
import { StatCards } from './components/StatCards';
import { SupportTab } from './components/SupportTab';
import { SuspiciousReviewsTab } from './components/SuspiciousReviewsTab';
import { SystemTab } from './components/SystemTab';
import { ConsistencyCard } from './system/ConsistencyCard';
import { UserManagementTab } from './components/UserManagementTab';

/** /admin-dashboard (spec section 2); the route guard shows 'Access Denied' to non-admins. */
export default function AdminDashboardPage() {
  const { user } = useUser();
  const { data: stats, isLoading } = useSystemStats();
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [decision, setDecision] = useState<PendingDecision | null>(null);
  const handlers = { onHistory: setHistoryOf, onDecide: setDecision };
  // The open tab is in the URL with its filters, so a filtered queue can be linked and reloaded.
  const [params, setParams] = useSearchParams();
  const openTab = (key: string) =>
    setParams(
      (previous) => {
        // Each tab has its own filters: switching tabs starts from none.
        const next = new URLSearchParams();
        if (key !== 'users') next.set('tab', key);
        return next;
      },
      { replace: true },
    );

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
  const systemTab = (
    <SystemTab>
      <ConsistencyCard />
    </SystemTab>
  );
  const tabs = [
    { key: 'users', label: 'User Management', children: <UserManagementTab /> },
    { key: 'reviews', label: 'All Reviews', children: <AllReviewsTab {...handlers} /> },
    { key: 'suspicious', label: 'Suspicious Reviews', children: <SuspiciousReviewsTab {...handlers} /> },
    { key: 'disputes', label: 'Disputes', children: <DisputesTab onHistory={setHistoryOf} /> },
    { key: 'support', label: 'Support', children: <SupportTab /> },
    { key: 'analytics', label: 'Analytics', children: <AnalyticsTab stats={stats} /> },
    { key: 'audit', label: 'Audit Log', children: <AuditLogTab /> },
    // The queues and subscribers are the operator's: super admins only (the server refuses others too).
    ...(access(user).isSuperAdmin ? [{ key: 'system', label: 'System', children: systemTab }] : []),
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
        {/* Only the open tab is mounted: the two review queues would otherwise share control ids. */}
        <Tabs destroyOnHidden renderTabBar={wrappingTabBar('Admin dashboard', tabs)} items={tabs} activeKey={tabs.some((t) => t.key === params.get('tab')) ? params.get('tab')! : 'users'} onChange={openTab} />
      </Card>
      <ReviewHistoryDrawer reviewId={historyOf} onClose={() => setHistoryOf(null)} />
      <ReviewDecisionDialog pending={decision} onClose={() => setDecision(null)} />
    </Flex>
  );
}
