// The value lists live in the shared contracts package, so the frontend offers exactly what the API accepts.
import type { Assessment, VerificationStatus } from '@crew/contracts/review-values';
export * from '@crew/contracts/review-values';

/** excellent=5 ... needs-improvement=1, the same scale as the star rating. */
export const ASSESSMENT_SCORES: Record<Assessment, number> = { excellent: 5, 'very-good': 4, good: 3, fair: 2, 'needs-improvement': 1 };

/** The assessed skills in display order, with the names the skills card shows. */
export const SKILLS = [
  { key: 'technicalSkills', label: 'Technical Skills' },
  { key: 'workEthic', label: 'Work Ethic' },
  { key: 'communication', label: 'Communication' },
  { key: 'professionalism', label: 'Professionalism' },
] as const;
export type SkillKey = (typeof SKILLS)[number]['key'];

/** How the reviewer was verified. Only email exists: the server decides, not the form. */
export const VERIFICATION_METHODS = ['email'] as const;

/** Field limits shared by the DTOs and the deciders. */
export const LIMITS = {
  context: 200,
  duration: 100,
  message: 2000,
  text: 5000,
  reviewerPosition: 100,
  reviewerVessel: 200,
  reviewerCompany: 200,
  skill: 100,
  skills: 20,
} as const;

/**
 * DESIGN.md, "Review verification": verified when the reviewer's account email is verified
 * and is the address the request was sent to; partial when verified but another address.
 */
export function reviewerVerificationStatus(accountEmailVerified: boolean, accountEmail: string, requestedEmail: string): VerificationStatus {
  if (!accountEmailVerified) return 'unverified';
  return accountEmail.trim().toLowerCase() === requestedEmail.trim().toLowerCase() ? 'verified' : 'partial';
}
