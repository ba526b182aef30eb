import type { PublicProfile } from './api/schemas';

/** Spec section 9: stars show the rounded average; numbers one decimal. */
export const starsFor = (average: number) => Math.round(Number(average) || 0);
export const oneDecimal = (value: number) => (Number(value) || 0).toFixed(1);

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 'chief-officer' -> 'Chief Officer'. */
const titleCase = (slug: string) =>
  slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => (w === 'eto' ? 'ETO' : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');

/** The maritime role chosen on the profile, else the account type. */
export function roleLabel(user: PublicProfile['user']): string {
  return titleCase(user.rank || user.role || 'crew');
}

/** 'N years experience' when the number is known, else the free-text experience. */
export function experienceLabel(user: PublicProfile['user']): string | null {
  if (typeof user.experienceYears === 'number') return `${plural(user.experienceYears, 'year')} experience`;
  return user.experience || null;
}
