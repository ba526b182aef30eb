import type { MeteredFeature, PlanId } from '@crew/contracts/plans';
import { Query } from '@nestjs/cqrs';

/** Spec section 3, Subscription info; `limits` is real here: each monthly allowance and its use. */
export interface SubscriptionInfo {
  isEmployer: boolean;
  subscription: {
    plan: PlanId | null;
    status: 'active' | 'inactive' | null;
    expiresAt: string | null;
    creditsRemaining: number;
  };
  limits: {
    /** When this month's allowances start over. */
    periodEndsAt: string;
    features: Array<{ feature: MeteredFeature; limit: number | null; used: number }>;
  };
  analytics: {
    contacts: { totalContacts: number; pendingContacts: number; acceptedContacts: number };
    /** Dollars put in this month (plans and credit packs). */
    monthlySpending: number;
    /** Credits spent this month. */
    creditsUsed: number;
    profileViews: number;
  };
}

export class GetSubscriptionQuery extends Query<SubscriptionInfo> {
  constructor(readonly userId: string) {
    super();
  }
}
