import { CheckOutlined } from '@ant-design/icons';
import { SUBSCRIPTION_PLANS } from '@crew/contracts/plans';
import { Card, Col, Row, Typography } from 'antd';

/** The plans on the subscription gate (spec section 9), from the one plan definition. */
export function PlanCards() {
  return (
    <Row gutter={[16, 16]}>
      {SUBSCRIPTION_PLANS.map((plan) => (
        <Col key={plan.id} xs={24} md={8}>
          <Card title={plan.name} style={{ height: '100%' }}>
            <Typography.Paragraph type="secondary">{plan.description}</Typography.Paragraph>
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              ${plan.price}
              <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: 400 }}>/month</Typography.Text>
            </Typography.Title>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {plan.features.map((feature) => (
                <li key={feature} style={{ padding: '2px 0' }}>
                  <CheckOutlined style={{ color: '#389e0d', marginRight: 8 }} aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
