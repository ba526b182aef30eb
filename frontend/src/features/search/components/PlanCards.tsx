import { SUBSCRIPTION_PLANS } from '@crew/contracts/plans';
import { Card, Col, Row } from 'antd';
import { PlanSummary } from '../../../components/PlanSummary';

/** The plans on the subscription gate (spec section 9), from the one plan definition. */
export function PlanCards() {
  return (
    <Row gutter={[16, 16]}>
      {SUBSCRIPTION_PLANS.map((plan) => (
        <Col key={plan.id} xs={24} md={8}>
          <Card title={plan.name} style={{ height: '100%' }}>
            <PlanSummary plan={plan} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
