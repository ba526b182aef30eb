import type { CompanyType, PlanId } from '@crew/contracts/plans';
import type { AccountRole } from '../../identity/contracts/user-values.js';

/**
 * Billing's integration events (docs/events.md): every upgrade, plan and credit change, for
 * the admin audit log. Test mode today; a payment provider would publish the same facts.
 */
export const EMPLOYER_UPGRADED = 'billing.employer-upgraded';
export const SUBSCRIPTION_ACTIVATED = 'billing.subscription-activated';
export const CREDITS_ADDED = 'billing.credits-added';

export const BILLING_EVENT_VERSIONS = {
  [EMPLOYER_UPGRADED]: 1,
  [SUBSCRIPTION_ACTIVATED]: 1,
  [CREDITS_ADDED]: 1,
} as const;

export interface EmployerUpgradedV1 {
  userId: string;
  role: AccountRole;
  companyName: string;
  companyType: CompanyType;
}

export interface SubscriptionActivatedV1 {
  userId: string;
  plan: PlanId;
  expiresAt: string;
  creditsAdded: number;
  testMode: true;
}

export interface CreditsAddedV1 {
  userId: string;
  /** Dollars. */
  amount: number;
  testMode: true;
}
