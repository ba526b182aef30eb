import { ExperimentOutlined } from '@ant-design/icons';
import { CREDIT_AMOUNTS, type CreditAmount, type PlanId } from '@crew/contracts/plans';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CreditPrices } from '../../../components/credits';
import { LoadError } from '../../../components/LoadError';
import { PlanSummary } from '../../../components/PlanSummary';
import { useToast } from '../../../lib/toast';
import { useHandleUnauthorized } from '../../../lib/unauthorized';
import { useActivateSubscription } from '../api/activate-subscription';
import { useAddCredits } from '../api/add-credits';
import { usePlans } from '../api/get-plans';
import type { SubscriptionInfo, SubscriptionPlan } from '../api/schemas';
import { dollars, planName } from './format';
import { PlanChangeDialog } from './PlanChangeDialog';

/**
 * One card per plan, the current one highlighted, 'Test {plan} Plan' on the others (each asks
 * first, saying what changes), what credits buy, then the Test Mode box.
 */
export function PlansTab({ info }: { info: SubscriptionInfo }) {
  const plans = usePlans();
  const activate = useActivateSubscription();
  const addCredits = useAddCredits();
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();
  const current = info.subscription.status === 'active' ? info.subscription.plan : null;
  const [asking, setAsking] = useState<SubscriptionPlan | null>(null);

  async function tryPlan(planId: PlanId) {
    try {
      const result = await activate.mutateAsync(planId);
      setAsking(null);
      toast({ title: `Test subscription activated for ${planName(result.plan)}! Added $${result.creditsAdded} credits.` });
    } catch (error) {
      setAsking(null);
      if (!handleUnauthorized(error)) toast({ title: 'Failed to activate subscription', variant: 'destructive' });
    }
  }

  async function add(amount: CreditAmount) {
    try {
      await addCredits.mutateAsync(amount);
      toast({ title: 'Credits added successfully!' });
    } catch (error) {
      if (!handleUnauthorized(error)) toast({ title: 'Failed to add credits', variant: 'destructive' });
    }
  }

  if (plans.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (plans.isError) return <LoadError title="The plans could not be loaded" onRetry={() => void plans.refetch()} retrying={plans.isRefetching} />;
  return (
    <Flex vertical gap={24}>
      <Row gutter={[16, 16]}>
        {(plans.data ?? []).map((plan) => {
          const isCurrent = plan.id === current;
          return (
            <Col key={plan.id} xs={24} md={8}>
              <Card
                title={plan.name}
                extra={isCurrent ? <Tag color="blue">Current Plan</Tag> : null}
                style={{ height: '100%', borderColor: isCurrent ? '#1677ff' : undefined, borderWidth: isCurrent ? 2 : undefined }}
              >
                <Flex vertical gap={12} style={{ height: '100%' }}>
                  <PlanSummary plan={plan} />
                  {!isCurrent && (
                    <Button onClick={() => setAsking(plan)} loading={activate.isPending && activate.variables === plan.id} disabled={activate.isPending}>
                      Test {plan.name} Plan
                    </Button>
                  )}
                </Flex>
              </Card>
            </Col>
          );
        })}
      </Row>
      <CreditPrices />
      <Alert
        type="warning"
        showIcon
        icon={<ExperimentOutlined />}
        title="Test Mode"
        description={
          <Flex vertical gap={12}>
            <Typography.Text>
              No payment is taken. Testing a plan starts it for one month and adds its price as credits; the buttons below add credits.
            </Typography.Text>
            <Flex wrap gap={8}>
              {CREDIT_AMOUNTS.map((amount) => (
                <Button key={amount} onClick={() => add(amount)} loading={addCredits.isPending && addCredits.variables === amount} disabled={addCredits.isPending}>
                  Add {dollars(amount)}
                </Button>
              ))}
            </Flex>
          </Flex>
        }
      />
      <PlanChangeDialog
        plan={asking}
        info={info}
        confirming={activate.isPending}
        onConfirm={() => asking && void tryPlan(asking.id)}
        onCancel={() => setAsking(null)}
      />
    </Flex>
  );
}
