import { access, type AccessSubject } from './access.js';
import { firstPlanWith, type PlanCapability, type PlanId, planAllows } from './plans.js';

/**
 * What a plan feature (DESIGN.md, "Plan features") is called when someone lacks it: the 403
 * the server answers and the locked tab's text are the same words.
 */
export const CAPABILITY_NAMES: Record<PlanCapability, string> = {
  savedSearches: 'Saved searches',
  analytics: 'The analytics dashboard',
  apiKeys: 'API access',
  prioritySupport: 'Priority support',
};

/**
 * The plan whose features count now: the subscribed plan while it is active (status active,
 * not past its month), else none. A lapsed Enterprise plan unlocks nothing, as search does not.
 */
export function activePlanOf(subject: AccessSubject | null | undefined, now: Date = new Date()): PlanId | null {
  return subject && access(subject, now).hasActiveSubscription ? (subject.subscriptionPlan as PlanId) : null;
}

/** 'API access needs an active Enterprise plan': the cheapest plan that has it. */
export function capabilityMissingMessage(capability: PlanCapability): string {
  return `${CAPABILITY_NAMES[capability]} needs an active ${firstPlanWith(capability)?.name ?? 'paid'} plan`;
}

/** Why `subject` may not use `capability` now (the 403 message), or null when their active plan unlocks it. */
export function capabilityRefusal(subject: AccessSubject | null | undefined, capability: PlanCapability, now: Date = new Date()): string | null {
  return planAllows(activePlanOf(subject, now), capability) ? null : capabilityMissingMessage(capability);
}
