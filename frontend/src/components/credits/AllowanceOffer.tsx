import { FEATURE_LABELS } from '@crew/contracts/plans';
import { Alert, Button, Flex, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { type AllowanceUsedUp, countOf, resetLine } from '../../lib/allowances';

/** Where credits are added and plans changed. */
export const PLANS_TAB = '/employer?tab=plans';

export interface AllowanceOfferProps {
  refusal: AllowanceUsedUp;
  /** Confirms the price: the action is taken again, paid with credits. */
  onPay: () => void;
  paying?: boolean;
  /** Why paying failed (the balance changed meanwhile), shown above the options. */
  error?: string | null;
  onCancel?: () => void;
}

/** 'No profile views left this month' / 'Verification reports are not in your plan' */
export function offerTitle(refusal: AllowanceUsedUp): string {
  const { many } = FEATURE_LABELS[refusal.feature];
  return refusal.limit > 0 ? `No ${many} left this month` : `${many.charAt(0).toUpperCase()}${many.slice(1)} are not in your plan`;
}

/**
 * A used-up allowance is not a dead end (DESIGN.md, "Credits"): what was used up and when it
 * resets, then the ways on: pay this one with credits (the price and the balance shown, and
 * the shortfall when it is not enough), a plan with more, or cancel. Nothing is spent until
 * 'Use $N of credits' is pressed.
 */
export function AllowanceOffer({ refusal, onPay, paying = false, error, onCancel }: AllowanceOfferProps) {
  const navigate = useNavigate();
  const { feature, limit, creditPrice, creditsRemaining, nextPlan } = refusal;
  const shortfall = creditPrice - creditsRemaining;
  const { one, many } = FEATURE_LABELS[feature];
  return (
    <Flex vertical gap={12} style={{ minWidth: 0 }} data-testid="allowance-offer">
      <Typography.Text>{refusal.message}.</Typography.Text>
      {limit > 0 && <Typography.Text type="secondary">{resetLine(feature, limit, refusal.resetsOn)}.</Typography.Text>}
      {error && <Alert type="error" showIcon title={error} />}
      <Flex vertical gap={4}>
        <Typography.Text strong>
          Pay for this {one} with credits: ${creditPrice}
        </Typography.Text>
        <Typography.Text type="secondary">
          {shortfall > 0 ? (
            <>
              You have ${creditsRemaining} of credits: ${shortfall} short. <Link to={PLANS_TAB}>Add credits</Link>
            </>
          ) : (
            `You have $${creditsRemaining} of credits; $${creditsRemaining - creditPrice} after this.`
          )}
        </Typography.Text>
      </Flex>
      {nextPlan && (
        <Typography.Text type="secondary">
          Or change plan: {nextPlan.name} has {nextPlan.limit === null ? `unlimited ${many}` : `${countOf(nextPlan.limit, feature)} a month`}.
        </Typography.Text>
      )}
      <Flex wrap gap={8} justify="end">
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        {nextPlan && <Button onClick={() => navigate(PLANS_TAB)}>Upgrade to {nextPlan.name}</Button>}
        <Button type="primary" onClick={onPay} loading={paying} disabled={shortfall > 0}>
          Use ${creditPrice} of credits
        </Button>
      </Flex>
    </Flex>
  );
}
