import { CREDIT_PRICES, FEATURE_LABELS, type MeteredFeature, SUBSCRIPTION_PLANS, type SubscriptionPlan } from '@crew/contracts/plans';
import { HttpStatus } from '@nestjs/common';
import { RefusalWithDetails } from '../../../platform/http/http-exception.filter.js';
import { ALLOWANCE_USED_UP, type AllowanceUsedUpDetails, type NextPlan, NOT_ENOUGH_CREDITS, type NotEnoughCreditsDetails } from '../contracts/allowance-refusals.js';
import { nextPeriodStart } from '../domain/ledger.js';

/** 'Monthly limit of 5 profile views reached on the Basic plan' */
export function limitReachedMessage(plan: SubscriptionPlan, feature: MeteredFeature): string {
  const limit = plan.limits[feature] ?? 0;
  if (limit === 0) return `The ${plan.name} plan does not include ${FEATURE_LABELS[feature].many}`;
  return `Monthly limit of ${limit} ${FEATURE_LABELS[feature][limit === 1 ? 'one' : 'many']} reached on the ${plan.name} plan`;
}

/** The cheapest plan with more of `feature` than `plan`, or null when none has more. */
export function nextPlanFor(plan: SubscriptionPlan, feature: MeteredFeature): NextPlan | null {
  const current = plan.limits[feature];
  if (current === null) return null;
  const better = SUBSCRIPTION_PLANS.filter((candidate) => {
    const limit = candidate.limits[feature];
    return candidate.id !== plan.id && (limit === null || limit > current);
  }).sort((a, b) => a.price - b.price)[0];
  return better ? { id: better.id, name: better.name, limit: better.limits[feature] } : null;
}

/**
 * 403 when the month's allowance is used up and the employer has not confirmed paying: the
 * readable message as before, plus what it costs in credits, the balance, when it resets and
 * which plan has more.
 */
export function allowanceUsedUp(plan: SubscriptionPlan, feature: MeteredFeature, now: Date, creditsRemaining: number) {
  return new RefusalWithDetails<AllowanceUsedUpDetails>(HttpStatus.FORBIDDEN, limitReachedMessage(plan, feature), ALLOWANCE_USED_UP, {
    feature,
    limit: plan.limits[feature] ?? 0,
    resetsOn: nextPeriodStart(now).toISOString().slice(0, 10),
    creditPrice: CREDIT_PRICES[feature],
    creditsRemaining,
    nextPlan: nextPlanFor(plan, feature),
  });
}

/** 402 when the employer confirmed paying but the balance is short: the shortfall named, nothing spent. */
export function notEnoughCredits(feature: MeteredFeature, creditsRemaining: number) {
  const price = CREDIT_PRICES[feature];
  return new RefusalWithDetails<NotEnoughCreditsDetails>(
    HttpStatus.PAYMENT_REQUIRED,
    `This needs $${price} of credits; you have $${creditsRemaining}. Add credits or change plan.`,
    NOT_ENOUGH_CREDITS,
    { feature, creditPrice: price, creditsRemaining, shortfall: price - creditsRemaining },
  );
}
