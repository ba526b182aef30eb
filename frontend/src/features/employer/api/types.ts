import type { CompanyType, MeteredFeature, PlanId } from '@crew/contracts/plans';

export type { SubscriptionPlan } from '@crew/contracts/plans';

/** GET /api/user/subscription (spec section 3, Subscription info, with real limits). */
export interface SubscriptionInfo {
  isEmployer: boolean;
  subscription: { plan: PlanId | null; status: 'active' | 'inactive' | null; expiresAt: string | null; creditsRemaining: number };
  limits: { periodEndsAt: string; features: Array<{ feature: MeteredFeature; limit: number | null; used: number }> };
  analytics: {
    contacts: { totalContacts: number; pendingContacts: number; acceptedContacts: number };
    monthlySpending: number;
    creditsUsed: number;
    profileViews: number;
  };
}

/** GET /api/transactions (spec section 3, Transaction). */
export interface Transaction {
  id: string;
  description: string;
  createdAt: string;
  amount: number;
  status: string;
}

/** POST /api/user/upgrade-employer (spec section 3, Employer upgrade payload). */
export interface UpgradeEmployerInput {
  companyName: string;
  companyType: CompanyType;
  licenseNumber?: string;
}

export interface ActivatedSubscription {
  plan: PlanId;
  creditsAdded: number;
  expiresAt: string;
}
