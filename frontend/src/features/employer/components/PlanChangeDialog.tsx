import { CREDIT_PRICES, findPlan, METERED_FEATURES, type MeteredFeature } from '@crew/contracts/plans';
import { Flex, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { countOf, featureTitle, utcDay } from '../../../lib/allowances';
import { formatDate } from '../../../lib/dates';
import type { SubscriptionInfo, SubscriptionPlan } from '../api/schemas';
import { dollars } from './format';

const allowance = (limit: number | null | undefined) => (limit === null ? 'Unlimited' : !limit ? 'None' : `${limit} a month`);

/**
 * What the month's use means on the new plan. Allowances count per calendar month whatever the
 * plan, so after a downgrade what was used this month stays used: 7 profile views against
 * Basic's 5 read 'all 5 used' until the 1st, and extra ones cost credits, asked each time.
 */
function carriedUse(feature: MeteredFeature, newLimit: number | null, used: number, resetsOn: string): string | null {
  if (used === 0 || newLimit === null) return null;
  if (newLimit === 0) return `${featureTitle(feature)}: not in this plan; each one costs $${CREDIT_PRICES[feature]} of credits, asked first.`;
  if (used < newLimit) return `${featureTitle(feature)}: ${used} of ${newLimit} used this month.`;
  return `${featureTitle(feature)}: you used ${used} this month, so all ${countOf(newLimit, feature)} count as used until ${resetsOn}; extra ones cost $${CREDIT_PRICES[feature]} of credits each, asked first.`;
}

/**
 * The confirmation before a plan starts (test mode): the allowances now and after, what this
 * month's use becomes, the price, the credits added and how long the plan runs.
 */
export function PlanChangeDialog({
  plan,
  info,
  confirming,
  onConfirm,
  onCancel,
}: {
  plan: SubscriptionPlan | null;
  info: SubscriptionInfo;
  confirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const active = info.subscription.status === 'active';
  const current = active ? findPlan(info.subscription.plan) : undefined;
  const resetsOn = formatDate(utcDay(info.limits.periodEndsAt));
  const used = (feature: MeteredFeature) => info.limits.features.find((f) => f.feature === feature)?.used ?? 0;
  // The same rule as the server's: one month from today, the 31st becoming the month's last day.
  const runsUntil = formatDate(dayjs().add(1, 'month').toDate());
  const carried = plan ? METERED_FEATURES.map((feature) => carriedUse(feature, plan.limits[feature], active ? used(feature) : 0, resetsOn)).filter((line) => line !== null) : [];
  return (
    <Modal
      open={plan !== null}
      title={plan ? (current ? `Switch to ${plan.name}?` : `Start the ${plan.name} plan?`) : ''}
      okText={plan ? (current ? `Switch to ${plan.name}` : `Start ${plan.name}`) : 'OK'}
      onOk={onConfirm}
      confirmLoading={confirming}
      onCancel={onCancel}
      destroyOnHidden
    >
      {plan && (
        <Flex vertical gap={12}>
          <Typography.Text>
            {dollars(plan.price)}/month. Test mode: no payment is taken.
          </Typography.Text>
          <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-label="Monthly allowances">
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: 'start', fontWeight: 400 }}>
                  <Typography.Text type="secondary">Each month</Typography.Text>
                </th>
                {current && (
                  <th scope="col" style={{ textAlign: 'start' }}>
                    {current.name} (now)
                  </th>
                )}
                <th scope="col" style={{ textAlign: 'start' }}>
                  {plan.name}
                </th>
              </tr>
            </thead>
            <tbody>
              {METERED_FEATURES.map((feature) => (
                <tr key={feature}>
                  <th scope="row" style={{ textAlign: 'start', fontWeight: 400, padding: '4px 8px 4px 0' }}>
                    {featureTitle(feature)}
                  </th>
                  {current && <td style={{ padding: '4px 8px 4px 0' }}>{allowance(current.limits[feature])}</td>}
                  <td style={{ padding: '4px 0' }}>
                    <strong>{allowance(plan.limits[feature])}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {carried.length > 0 && (
            <Flex vertical gap={4}>
              <Typography.Text>What you used this month still counts (allowances start over on {resetsOn}):</Typography.Text>
              <ul style={{ margin: 0, paddingInlineStart: 20 }} aria-label="This month's use on the new plan">
                {carried.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Flex>
          )}
          <Typography.Text>
            Adds {dollars(plan.includedCredits)} of credits: your balance becomes {dollars(info.subscription.creditsRemaining + plan.includedCredits)}.
          </Typography.Text>
          <Typography.Text>
            {current ? `Your ${current.name} plan ends now. ` : ''}
            {plan.name} starts today and runs until {runsUntil}; it does not renew by itself (test mode).
          </Typography.Text>
        </Flex>
      )}
    </Modal>
  );
}
