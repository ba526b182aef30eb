import type { CompanyType, PlanId } from '@crew/contracts/plans';
import type { IntegrationEvent } from '../../platform/events/integration-event.js';
import type { AccountRole } from '../identity/contracts/user-values.js';
import {
  BILLING_EVENT_VERSIONS,
  CREDITS_ADDED,
  type CreditsAddedV1,
  EMPLOYER_UPGRADED,
  type EmployerUpgradedV1,
  SUBSCRIPTION_ACTIVATED,
  type SubscriptionActivatedV1,
} from './contracts/events.js';

/** Builds billing's integration events. */
export const billingEvents = {
  employerUpgraded(payload: { userId: string; role: AccountRole; companyName: string; companyType: CompanyType }): IntegrationEvent<typeof EMPLOYER_UPGRADED, EmployerUpgradedV1> {
    return { type: EMPLOYER_UPGRADED, version: BILLING_EVENT_VERSIONS[EMPLOYER_UPGRADED], payload };
  },
  subscriptionActivated(userId: string, plan: PlanId, expiresAt: Date, creditsAdded: number): IntegrationEvent<typeof SUBSCRIPTION_ACTIVATED, SubscriptionActivatedV1> {
    return {
      type: SUBSCRIPTION_ACTIVATED,
      version: BILLING_EVENT_VERSIONS[SUBSCRIPTION_ACTIVATED],
      payload: { userId, plan, expiresAt: expiresAt.toISOString(), creditsAdded, testMode: true },
    };
  },
  creditsAdded(userId: string, amount: number): IntegrationEvent<typeof CREDITS_ADDED, CreditsAddedV1> {
    return { type: CREDITS_ADDED, version: BILLING_EVENT_VERSIONS[CREDITS_ADDED], payload: { userId, amount, testMode: true } };
  },
};
