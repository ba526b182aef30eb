import { Card, Col, Flex, Row, Skeleton, Tabs, Typography } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmEmailNotice } from '../../components/ConfirmEmail';
import { LoadError } from '../../components/LoadError';
import { PageTitle } from '../../components/PageTitle';
import { wrappingTabBar } from '../../components/WrappingTabBar';
import { useSubscription } from './api/get-subscription';
import { AnalyticsTab } from './components/AnalyticsTab';
import { ApiAccessTab } from './components/ApiAccessTab';
import { BillingTab } from './components/BillingTab';
import { CompanyLinkNotice } from './components/CompanyCard';
import { OverviewTab } from './components/OverviewTab';
import { PlansTab } from './components/PlansTab';
import { SummaryCards } from './components/SummaryCards';
import { SupportTab } from './components/SupportTab';
import { UpgradeForm } from './components/UpgradeForm';

function EmployerSkeleton() {
  return (
    <Flex vertical gap={24} aria-busy="true" aria-label="Loading">
      <Skeleton.Input active style={{ width: 280 }} />
      <Row gutter={[16, 16]}>
        {[1, 2, 3, 4].map((n) => (
          <Col key={n} xs={12} lg={6}>
            <Card>
              <Skeleton active title={false} paragraph={{ rows: 2 }} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card>
        <Skeleton active paragraph={{ rows: 5 }} />
      </Card>
    </Flex>
  );
}

/**
 * /employer (spec section 2): the upgrade form for crew, the Employer Dashboard for employers and
 * agencies. `contacts` fills the Contacts tab and `reports` a Reports tab beyond the spec's four
 * (composed by the route from the contacts and reports features).
 */
export default function EmployerPage({ contacts, reports }: { contacts?: ReactNode; reports?: ReactNode }) {
  const { data: info, isLoading, isError, refetch, isRefetching } = useSubscription();
  const [params, setParams] = useSearchParams();
  const landing = useRef<string | null>(null);
  if (isError && !info) return <LoadError title={<PageTitle>Your employer account could not be loaded</PageTitle>} onRetry={() => void refetch()} retrying={isRefetching} />;
  if (isLoading || !info) return <EmployerSkeleton />;
  if (!info.isEmployer) {
    return (
      <Flex vertical gap={16}>
        <ConfirmEmailNotice />
        <UpgradeForm />
      </Flex>
    );
  }
  const tabs = [
    { key: 'overview', label: 'Overview', children: <OverviewTab info={info} /> },
    { key: 'plans', label: 'Plans', children: <PlansTab info={info} /> },
    { key: 'contacts', label: 'Contacts', children: contacts ?? <Typography.Text type="secondary">No contacts yet</Typography.Text> },
    ...(reports ? [{ key: 'reports', label: 'Reports', children: reports }] : []),
    { key: 'billing', label: 'Billing', children: <BillingTab /> },
    // Every plan sees these; a plan without the feature shows the way to it (DESIGN.md, "Plan features").
    { key: 'analytics', label: 'Analytics', children: <AnalyticsTab info={info} /> },
    { key: 'api', label: 'API access', children: <ApiAccessTab info={info} /> },
    { key: 'support', label: 'Support', children: <SupportTab info={info} /> },
  ];
  // ?tab=plans links straight to a tab; without it an employer with no active plan lands on
  // Plans, since that is what 'Choose Your Plan' and an inactive plan send them here for.
  const requested = params.get('tab');
  // Chosen once: activating a plan from Plans must not move the page to Overview under the user.
  landing.current ??= info.subscription.status === 'active' ? 'overview' : 'plans';
  const activeKey = tabs.some((tab) => tab.key === requested) ? (requested as string) : landing.current;
  const openTab = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 'clamp(24px, 6vw, 30px)' }}>
          Employer Dashboard
        </Typography.Title>
        <Typography.Text type="secondary">Your plan, credits, contacts and verification reports.</Typography.Text>
      </div>
      <CompanyLinkNotice />
      <ConfirmEmailNotice />
      <SummaryCards info={info} />
      <Card>
        {/* Wrapping tabs: on a phone antd's one-row bar hid the last ones behind a menu. */}
        <Tabs activeKey={activeKey} onChange={openTab} renderTabBar={wrappingTabBar('Employer dashboard', tabs)} items={tabs} />
      </Card>
    </Flex>
  );
}
