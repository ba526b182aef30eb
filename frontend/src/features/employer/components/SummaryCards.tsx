import { Card, Col, Grid, Row, Statistic, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { SubscriptionInfo } from '../api/schemas';
import { dollars, planName } from './format';

/**
 * Spec section 2: Current Plan with its status badge, Credits in $, Contacts, This Month spending.
 * On a phone the four share one compact card, two by two, so the tabs below stay within the
 * first screen instead of under four full-size cards.
 */
export function SummaryCards({ info }: { info: SubscriptionInfo }) {
  const phone = !Grid.useBreakpoint().md;
  const active = info.subscription.status === 'active';
  const figures: Array<{ title: string; value: string | number; suffix?: ReactNode }> = [
    { title: 'Current Plan', value: planName(info.subscription.plan), suffix: active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag> },
    { title: 'Credits', value: dollars(info.subscription.creditsRemaining) },
    { title: 'Contacts', value: info.analytics.contacts.totalContacts },
    { title: 'This Month', value: dollars(info.analytics.monthlySpending) },
  ];
  if (phone) {
    return (
      <Card size="small" aria-label="Summary" role="region">
        <Row gutter={[12, 12]}>
          {figures.map((figure) => (
            <Col key={figure.title} span={12}>
              <Statistic {...figure} styles={{ content: { fontSize: 18 } }} />
            </Col>
          ))}
        </Row>
      </Card>
    );
  }
  return (
    <Row gutter={[16, 16]} role="region" aria-label="Summary">
      {figures.map((figure) => (
        <Col key={figure.title} md={12} lg={6}>
          <Card style={{ height: '100%' }}>
            <Statistic {...figure} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
