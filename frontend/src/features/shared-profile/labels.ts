import { plural, yearsOfExperience } from '../../lib/plural';
import { rankLabel } from '../../lib/ranks';
import type { PublicProfile } from './api/schemas';

/** Spec section 9: stars show the rounded average; numbers one decimal. */
export const starsFor = (average: number) => Math.round(Number(average) || 0);
export const oneDecimal = (value: number) => (Number(value) || 0).toFixed(1);

export { plural };

/**
 * The maritime role chosen on the profile, else the account type (crew, employer, agency: single
 * words, which the rank label capitalises alike).
 */
export function roleLabel(user: PublicProfile['user']): string {
  return rankLabel(user.rank || user.role || 'crew');
}

/** 'N years experience' when the number is known, else the free-text experience. */
export function experienceLabel(user: PublicProfile['user']): string | null {
  if (typeof user.experienceYears === 'number') return yearsOfExperience(user.experienceYears);
  return user.experience || null;
}
