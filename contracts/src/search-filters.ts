/**
 * Which search filters a plan may use (DESIGN.md, "Plan features"): the server refuses the
 * others with the message below and the page shows them locked, from the same rule.
 */
import { findPlan, type SearchFilter, SUBSCRIPTION_PLANS } from './plans.js';

/** How a filter is named in 'Filtering by {names} needs the {plan} plan'. */
export const SEARCH_FILTER_LABELS: Record<SearchFilter, string> = {
  position: 'position',
  location: 'location',
  availability: 'availability',
  minExperience: 'experience',
  minRating: 'rating',
  certifications: 'certifications',
  validCertificatesOnly: 'valid certificates',
};

/** Whether `planId` may filter by `filter`; no plan may filter by nothing. */
export function planAllowsFilter(planId: string | null | undefined, filter: SearchFilter): boolean {
  return findPlan(planId)?.capabilities.searchFilters.includes(filter) ?? false;
}

/** The filters among `used` that `planId` may not use, in the order given. */
export function lockedFilters(planId: string | null | undefined, used: readonly SearchFilter[]): SearchFilter[] {
  return used.filter((filter) => !planAllowsFilter(planId, filter));
}

/** The cheapest plan that has every one of `filters`. */
export function planWithFilters(filters: readonly SearchFilter[]) {
  return SUBSCRIPTION_PLANS.find((plan) => filters.every((filter) => plan.capabilities.searchFilters.includes(filter)));
}

const listed = (words: string[]) => (words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);

/** 'Filtering by experience needs the Professional plan' (several: 'by experience and rating'). */
export function lockedFiltersMessage(filters: readonly SearchFilter[]): string {
  const plan = planWithFilters(filters);
  return `Filtering by ${listed(filters.map((f) => SEARCH_FILTER_LABELS[f]))} needs the ${plan?.name ?? 'Professional'} plan`;
}

/** Why a plan without saved searches cannot save one: 'Saved searches need the Professional plan'. */
export function savedSearchesLockedMessage(): string {
  const plan = SUBSCRIPTION_PLANS.find((candidate) => candidate.capabilities.savedSearches);
  return `Saved searches need the ${plan?.name ?? 'Professional'} plan`;
}
