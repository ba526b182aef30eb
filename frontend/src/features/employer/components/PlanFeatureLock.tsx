import { LockOutlined } from '@ant-design/icons';
import { capabilityMissingMessage } from '@crew/contracts/plan-access';
import { firstPlanWith, type PlanCapability, planAllows } from '@crew/contracts/plans';
import { Result, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SubscriptionInfo } from '../api/schemas';

/** Whether the employer's plan, if active, unlocks `capability` (the server decides the same from the same definition). */
export function hasPlanFeature(info: SubscriptionInfo, capability: PlanCapability): boolean {
  return planAllows(info.subscription.status === 'active' ? info.subscription.plan : null, capability);
}

/**
 * What a tab shows in place of a feature the plan does not include: the same words as the
 * server's 403, what the feature does, and the way to the plan that has it.
 */
export function PlanFeatureLock({ capability, children }: { capability: PlanCapability; children: ReactNode }) {
  const { token } = theme.useToken();
  const plan = firstPlanWith(capability);
  return (
    <Result
      icon={<LockOutlined style={{ color: token.colorTextSecondary }} aria-hidden />}
      title={<span style={{ fontSize: 18, overflowWrap: 'anywhere' }}>{capabilityMissingMessage(capability)}</span>}
      subTitle={children}
      extra={<Link to="/employer?tab=plans">See the {plan?.name ?? 'paid'} plan</Link>}
    />
  );
}
