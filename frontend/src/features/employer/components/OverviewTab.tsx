import { CREDIT_PRICES, FEATURE_LABELS } from '@crew/contracts/plans';
import { Card, Col, Flex, Progress, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { PLANS_TAB } from '../../../components/credits';
import { formatDayMonth, formatDate } from '../../../lib/dates';
import { usageText, utcDay } from '../../../lib/allowances';
import type { SubscriptionInfo } from '../api/schemas';
import { CompanyCard } from './CompanyCard';
import { dollars, featureTitle, planName } from './format';

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

type Usage = SubscriptionInfo['limits']['features'][number];

/**
 * One allowance: what is used (never '5 of 3': after a downgrade the month's use stays and
 * the lower allowance reads all used), and when it is used up, when it resets and what one
 * more costs in credits, so a reached limit is not a dead end.
 */
function Allowance({ usage, resetsOn }: { usage: Usage; resetsOn: string }) {
  const { feature, limit, used } = usage;
  const title = featureTitle(feature);
  const extra = `extra ${FEATURE_LABELS[feature].many} cost $${CREDIT_PRICES[feature]} of credits each`;
  if (limit === null || limit === 0) {
    return (
      <Flex vertical>
        <Flex justify="space-between" wrap gap={8}>
          <Typography.Text>{title}</Typography.Text>
          <Typography.Text type="secondary">{usageText(usage)}</Typography.Text>
        </Flex>
        {limit === 0 && <Typography.Text type="secondary">{`Each one costs $${CREDIT_PRICES[feature]} of credits, or change plan.`}</Typography.Text>}
      </Flex>
    );
  }
  const usedUp = used >= limit;
  return (
    <div>
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Text>{title}</Typography.Text>
        <Typography.Text type="secondary">{usageText(usage)}</Typography.Text>
      </Flex>
      <Progress
        percent={Math.min(100, Math.round((used / limit) * 100))}
        showInfo={false}
        status={usedUp ? 'exception' : 'normal'}
        aria-label={`${title}: ${Math.min(used, limit)} of ${limit} used this month`}
      />
      {usedUp && (
        <Typography.Text type="secondary">
          {`Resets on ${formatDayMonth(resetsOn)}; until then ${extra}, or `}
          <Link to={PLANS_TAB}>change plan</Link>.
        </Typography.Text>
      )}
    </div>
  );
}

/** The plan and how long it runs: in test mode a plan lasts one month and does not renew by itself. */
function PlanPeriod({ info }: { info: SubscriptionInfo }) {
  const { plan, status, expiresAt } = info.subscription;
  if (!plan) return <Typography.Text type="secondary">No plan yet.</Typography.Text>;
  if (status !== 'active') {
    return <Typography.Text>{`Your ${planName(plan)} plan ${expiresAt ? `ended on ${formatDate(expiresAt)}` : 'is not active'}.`}</Typography.Text>;
  }
  return (
    <Flex vertical>
      <Typography.Text>{`${planName(plan)} plan${expiresAt ? `, active until ${formatDate(expiresAt)}` : ''}.`}</Typography.Text>
      <Typography.Text type="secondary">Test mode: a plan runs one month and does not renew by itself; test it again on the Plans tab to continue.</Typography.Text>
    </Flex>
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
              <PlanPeriod info={info} />
              <Typography.Text type="secondary">Allowances reset on {formatDate(utcDay(info.limits.periodEndsAt))}</Typography.Text>
              {info.limits.features.map((usage) => (
                <Allowance key={usage.feature} usage={usage} resetsOn={utcDay(info.limits.periodEndsAt)} />
              ))}
            </Flex>
          ) : (
            <Flex vertical gap={8}>
              <PlanPeriod info={info} />
              <Typography.Text type="secondary">Choose a plan on the Plans tab to search crew, contact them and order verification reports.</Typography.Text>
            </Flex>
          )}
        </Card>
      </Col>
      <Col span={24}>
        <CompanyCard />
      </Col>
    </Row>
  );
}
