import { CheckOutlined } from '@ant-design/icons';
import type { SubscriptionPlan } from '@crew/contracts/plans';
import { Flex, Typography } from 'antd';

/**
 * A plan's description, monthly price and feature list, as both the Employer page's Plans tab
 * and the search page's subscription gate show it (the features may not import each other).
 */
export function PlanSummary({ plan }: { plan: Pick<SubscriptionPlan, 'description' | 'price' | 'features'> }) {
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{plan.description}</Typography.Text>
      <Typography.Title level={3} style={{ margin: 0 }}>
        ${plan.price}
        <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: 400 }}>
          /month
        </Typography.Text>
      </Typography.Title>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {plan.features.map((feature) => (
          <li key={feature} style={{ padding: '2px 0' }}>
            <CheckOutlined style={{ color: '#389e0d', marginRight: 8 }} aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
    </Flex>
  );
}
