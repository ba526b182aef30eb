import { findPlan } from '@crew/contracts/plans';

export const dollars = (amount: number) => `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US')}`;

/** The plan's name, 'Free' without one (spec section 4). */
export const planName = (plan: string | null | undefined) => findPlan(plan)?.name ?? 'Free';

export { featureTitle } from '../../../lib/allowances';
