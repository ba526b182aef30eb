import { FEATURE_LABELS, findPlan, type MeteredFeature } from '@crew/contracts/plans';

export const dollars = (amount: number) => `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US')}`;

/** The plan's name, 'Free' without one (spec section 4). */
export const planName = (plan: string | null | undefined) => findPlan(plan)?.name ?? 'Free';

export function featureTitle(feature: MeteredFeature) {
  const label = FEATURE_LABELS[feature].many;
  return label.charAt(0).toUpperCase() + label.slice(1);
}
