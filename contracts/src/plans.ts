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

export const FEATURE_LABELS: Record<MeteredFeature, { one: string; many: string }> = {
  profile_view: { one: 'profile view', many: 'profile views' },
  message: { one: 'message', many: 'messages' },
  verification_report: { one: 'verification report', many: 'verification reports' },
};

/** A monthly allowance; null is unlimited. */
export type PlanLimits = Record<MeteredFeature, number | null>;

/** Search filters (query parameters of GET /api/search/crew) and which plan first offers them. */
export const BASIC_SEARCH_FILTERS = ['position', 'location', 'availability'] as const;
export const ADVANCED_SEARCH_FILTERS = ['minExperience', 'minRating', 'certifications', 'validCertificatesOnly'] as const;
export type SearchFilter = (typeof BASIC_SEARCH_FILTERS)[number] | (typeof ADVANCED_SEARCH_FILTERS)[number];

/**
 * What a plan unlocks beyond its metered allowances (DESIGN.md, "Plan features"). The server
 * enforces these and the plan cards' feature lines are written from them, so each line is true.
 */
export interface PlanCapabilities {
  /** Every plan searches by text; these are the filters it may apply. */
  searchFilters: readonly SearchFilter[];
  savedSearches: boolean;
  analytics: boolean;
  apiKeys: boolean;
  prioritySupport: boolean;
}
export type PlanCapability = Exclude<keyof PlanCapabilities, 'searchFilters'>;

export interface SubscriptionPlan {
  id: PlanId;
  name: string;
  description: string;
  /** US dollars per billing cycle. */
  price: number;
  billingCycle: 'monthly';
  /** What the plan card promises, written from `limits` and `capabilities` by planFeatures. */
  features: string[];
  limits: PlanLimits;
  capabilities: PlanCapabilities;
  /** Credits (in dollars) that activating the plan adds: its price (DESIGN.md). */
  includedCredits: number;
}

/** What one action beyond the monthly allowance costs in credits, in dollars (DESIGN.md, "Credits"). */
export const CREDIT_PRICES: Record<MeteredFeature, number> = {
  profile_view: 2,
  message: 5,
  verification_report: 25,
};

const ALL_FILTERS = [...BASIC_SEARCH_FILTERS, ...ADVANCED_SEARCH_FILTERS] as const;

function allowanceLine(limits: PlanLimits, feature: MeteredFeature): string | null {
  const limit = limits[feature];
  if (limit === 0) return null;
  if (limit === null) return `Unlimited ${FEATURE_LABELS[feature].many}`;
  return `${limit} ${FEATURE_LABELS[feature][limit === 1 ? 'one' : 'many']} per month`;
}

/** The plan card's lines, from what the plan enforces: one definition for the promise and the rule. */
export function planFeatures(limits: PlanLimits, capabilities: PlanCapabilities): string[] {
  const lines: string[] = [];
  if (limits.profile_view === null && limits.message === null) lines.push('Unlimited profile views and messages');
  else lines.push(allowanceLine(limits, 'profile_view')!, allowanceLine(limits, 'message')!);
  const reports = allowanceLine(limits, 'verification_report');
  if (reports) lines.push(reports);
  const advanced = ADVANCED_SEARCH_FILTERS.every((filter) => capabilities.searchFilters.includes(filter));
  lines.push(
    advanced
      ? 'All search filters: experience, rating and certificates too'
      : 'Search by text, position, location and availability',
  );
  if (capabilities.savedSearches) lines.push('Saved searches with email alerts');
  if (capabilities.analytics) lines.push('Analytics dashboard');
  if (capabilities.apiKeys) lines.push('API access');
  if (capabilities.prioritySupport) lines.push('Priority support');
  lines.push('Email notifications');
  return lines;
}

function plan(definition: Omit<SubscriptionPlan, 'features' | 'includedCredits'>): SubscriptionPlan {
  return {
    ...definition,
    features: planFeatures(definition.limits, definition.capabilities),
    includedCredits: definition.price,
  };
}

export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  plan({
    id: 'basic',
    name: 'Basic',
    description: 'For owners and captains hiring now and then',
    price: 50,
    billingCycle: 'monthly',
    limits: { profile_view: 5, message: 3, verification_report: 0 },
    capabilities: { searchFilters: BASIC_SEARCH_FILTERS, savedSearches: false, analytics: false, apiKeys: false, prioritySupport: false },
  }),
  plan({
    id: 'professional',
    name: 'Professional',
    description: 'For crew agencies and management companies hiring every month',
    price: 150,
    billingCycle: 'monthly',
    limits: { profile_view: 50, message: 20, verification_report: 2 },
    capabilities: { searchFilters: ALL_FILTERS, savedSearches: true, analytics: false, apiKeys: false, prioritySupport: false },
  }),
  plan({
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For fleets and large agencies that search crew every day',
    price: 250,
    billingCycle: 'monthly',
    limits: { profile_view: null, message: null, verification_report: 5 },
    capabilities: { searchFilters: ALL_FILTERS, savedSearches: true, analytics: true, apiKeys: true, prioritySupport: true },
  }),
];

/** Whether `planId` (an active plan) unlocks `capability`; no plan unlocks nothing. */
export function planAllows(planId: string | null | undefined, capability: PlanCapability): boolean {
  return findPlan(planId)?.capabilities[capability] ?? false;
}

/** The cheapest plan above `planId` that unlocks `capability`, to offer when it is missing. */
export function firstPlanWith(capability: PlanCapability | SearchFilter): SubscriptionPlan | undefined {
  return SUBSCRIPTION_PLANS.find((candidate) =>
    capability in candidate.capabilities
      ? candidate.capabilities[capability as PlanCapability]
      : candidate.capabilities.searchFilters.includes(capability as SearchFilter),
  );
}

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


/**
 * The status a subscription reads as at `now`: an 'active' one whose month has passed reads
 * 'inactive' (spec: the 'Inactive' badge), so nothing has to run when a month ends.
 */
export function subscriptionStatusAt(status: string | null, expiresAt: string | Date | null, now: Date): string | null {
  if (status !== 'active' || !expiresAt) return status;
  return new Date(expiresAt).getTime() > now.getTime() ? 'active' : 'inactive';
}
