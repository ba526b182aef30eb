import { Card, Col, Row, Statistic, Tag } from 'antd';
import type { SubscriptionInfo } from '../api/schemas';
import { dollars, planName } from './format';

/** Spec section 2: Current Plan with its status badge, Credits in $, Contacts, This Month spending. */
export function SummaryCards({ info }: { info: SubscriptionInfo }) {
  const active = info.subscription.status === 'active';
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} lg={6}>
        <Card>
          <Statistic
            title="Current Plan"
            value={planName(info.subscription.plan)}
            suffix={active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>}
          />
        </Card>
      </Col>
      <Col xs={12} lg={6}>
        <Card>
          <Statistic title="Credits" value={dollars(info.subscription.creditsRemaining)} />
        </Card>
      </Col>
      <Col xs={12} lg={6}>
        <Card>
          <Statistic title="Contacts" value={info.analytics.contacts.totalContacts} />
        </Card>
      </Col>
      <Col xs={12} lg={6}>
        <Card>
          <Statistic title="This Month" value={dollars(info.analytics.monthlySpending)} />
        </Card>
      </Col>
    </Row>
  );
}
