/**
 * The employer plans (spec sections 2, 3 and 9; DESIGN.md, "Employers"): one definition
 * that the plans call, the search gate's plan cards, the Employer page and the limits
 * enforced on the server all read.
 */
export const PLAN_IDS = ['basic', 'professional', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** What a plan meters per calendar month (UTC). */
export const METERED_FEATURES = ['profile_view', 'message', 'verification_report'] as const;
export type MeteredFeature = (typeof METERED_FEATURES)[number];

/** A monthly allowance; null is unlimited. */
export type PlanLimits = Record<MeteredFeature, number | null>;

export interface SubscriptionPlan {
  id: PlanId;
  name: string;
  description: string;
  /** US dollars per billing cycle. */
  price: number;
  billingCycle: 'monthly';
  /** What the plan card promises: only what is built (no support desk or API keys exist yet). */
  features: string[];
  limits: PlanLimits;
  /** Credits (in dollars) that activating the plan adds: its price (DESIGN.md). */
  includedCredits: number;
}

export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  {
    id: 'basic',
    name: 'Basic',
    description: 'For owners and captains hiring now and then',
    price: 50,
    billingCycle: 'monthly',
    features: ['5 profile views per month', '3 messages per month', 'Basic search filters', 'Email notifications'],
    limits: { profile_view: 5, message: 3, verification_report: 0 },
    includedCredits: 50,
  },
  {
    id: 'professional',
    name: 'Professional',
    description: 'For crew agencies and management companies hiring every month',
    price: 150,
    billingCycle: 'monthly',
    features: [
      '50 profile views per month',
      '20 messages per month',
      'Advanced search filters',
      '2 verification reports per month',
    ],
    limits: { profile_view: 50, message: 20, verification_report: 2 },
    includedCredits: 150,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For fleets and large agencies that search crew every day',
    price: 250,
    billingCycle: 'monthly',
    features: [
      'Unlimited profile views and messages',
      '5 verification reports per month',
      'Analytics dashboard',
    ],
    limits: { profile_view: null, message: null, verification_report: 5 },
    includedCredits: 250,
  },
];

export function findPlan(id: string | null | undefined): SubscriptionPlan | undefined {
  return SUBSCRIPTION_PLANS.find((plan) => plan.id === id);
}

/** The test-mode credit packs (spec section 9), in dollars. */
export const CREDIT_AMOUNTS = [50, 100, 250] as const;
export type CreditAmount = (typeof CREDIT_AMOUNTS)[number];

/** Company types of the employer upgrade (spec section 3); an agency account comes from recruitment_agency. */
export const COMPANY_TYPES = ['yacht_owner', 'recruitment_agency', 'management_company'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  yacht_owner: 'Yacht Owner',
  recruitment_agency: 'Recruitment Agency',
  management_company: 'Management Company',
};

export const FEATURE_LABELS: Record<MeteredFeature, { one: string; many: string }> = {
  profile_view: { one: 'profile view', many: 'profile views' },
  message: { one: 'message', many: 'messages' },
  verification_report: { one: 'verification report', many: 'verification reports' },
};

/**
 * The status a subscription reads as at `now`: an 'active' one whose month has passed reads
 * 'inactive' (spec: the 'Inactive' badge), so nothing has to run when a month ends.
 */
export function subscriptionStatusAt(status: string | null, expiresAt: string | Date | null, now: Date): string | null {
  if (status !== 'active' || !expiresAt) return status;
  return new Date(expiresAt).getTime() > now.getTime() ? 'active' : 'inactive';
}
