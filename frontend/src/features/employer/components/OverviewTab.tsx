import { Card, Col, Flex, Progress, Row, Typography } from 'antd';
import { formatDate } from '../../../lib/dates';
import type { SubscriptionInfo } from '../api/schemas';
import { CompanyCard } from './CompanyCard';
import { dollars, featureTitle } from './format';

function Figures({ rows }: { rows: Array<[string, string | number]> }) {
  return (
    <dl style={{ margin: 0 }}>
      {rows.map(([label, value]) => (
        <Flex key={label} justify="space-between" style={{ padding: '6px 0' }}>
          <dt>
            <Typography.Text type="secondary">{label}</Typography.Text>
          </dt>
          <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
        </Flex>
      ))}
    </dl>
  );
}

function Allowance({ feature, limit, used }: SubscriptionInfo['limits']['features'][number]) {
  const title = featureTitle(feature);
  if (limit === null) {
    return (
      <Flex justify="space-between">
        <Typography.Text>{title}</Typography.Text>
        <Typography.Text type="secondary">{used} used · Unlimited</Typography.Text>
      </Flex>
    );
  }
  if (limit === 0) {
    return (
      <Flex justify="space-between">
        <Typography.Text>{title}</Typography.Text>
        <Typography.Text type="secondary">Not included</Typography.Text>
      </Flex>
    );
  }
  return (
    <div>
      <Flex justify="space-between">
        <Typography.Text>{title}</Typography.Text>
        <Typography.Text type="secondary">
          {used} of {limit}
        </Typography.Text>
      </Flex>
      <Progress
        percent={Math.round((used / limit) * 100)}
        showInfo={false}
        status={used >= limit ? 'exception' : 'normal'}
        aria-label={`${title}: ${used} of ${limit} used this month`}
      />
    </div>
  );
}

/** Contact activity, this month's activity, what is used of each monthly allowance, and the company. */
export function OverviewTab({ info }: { info: SubscriptionInfo }) {
  const { contacts } = info.analytics;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card title="Contact Activity" style={{ height: '100%' }}>
          <Figures
            rows={[
              ['Total Contacts', contacts.totalContacts],
              ['Pending Responses', contacts.pendingContacts],
              ['Accepted Contacts', contacts.acceptedContacts],
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card title="Monthly Activity" style={{ height: '100%' }}>
          <Figures
            rows={[
              ['This Month Spending', dollars(info.analytics.monthlySpending)],
              ['Credits Used', dollars(info.analytics.creditsUsed)],
              ['Profile Views', info.analytics.profileViews],
            ]}
          />
        </Card>
      </Col>
      <Col span={24}>
        {/* The renewal date sits in the body: beside the title it cut the title to 'Monthly Al…' on a phone. */}
        <Card title="Monthly Allowances" styles={{ title: { whiteSpace: 'normal' } }}>
          {info.subscription.status === 'active' ? (
            <Flex vertical gap={16}>
              <Typography.Text type="secondary">Renews {formatDate(info.limits.periodEndsAt)}</Typography.Text>
              {info.limits.features.map((usage) => (
                <Allowance key={usage.feature} {...usage} />
              ))}
            </Flex>
          ) : (
            <Typography.Text type="secondary">Choose a plan on the Plans tab to search crew, contact them and order verification reports.</Typography.Text>
          )}
        </Card>
      </Col>
      <Col span={24}>
        <CompanyCard />
      </Col>
    </Row>
  );
}
