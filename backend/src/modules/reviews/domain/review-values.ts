/** The four assessments' answers (spec section 2, Write Professional Review), best first. */
export const ASSESSMENTS = ['excellent', 'very-good', 'good', 'fair', 'needs-improvement'] as const;
export type Assessment = (typeof ASSESSMENTS)[number];

/** excellent=5 ... needs-improvement=1, the same scale as the star rating. */
export const ASSESSMENT_SCORES: Record<Assessment, number> = { excellent: 5, 'very-good': 4, good: 3, fair: 2, 'needs-improvement': 1 };

export const RECOMMENDATIONS = ['highly-recommend', 'recommend', 'neutral', 'not-recommend'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** The assessed skills in display order, with the names the skills card shows. */
export const SKILLS = [
  { key: 'technicalSkills', label: 'Technical Skills' },
  { key: 'workEthic', label: 'Work Ethic' },
  { key: 'communication', label: 'Communication' },
  { key: 'professionalism', label: 'Professionalism' },
] as const;
export type SkillKey = (typeof SKILLS)[number]['key'];

export const VERIFICATION_STATUSES = ['verified', 'partial', 'unverified'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** How the reviewer was verified. Only email exists: the server decides, not the form. */
export const VERIFICATION_METHODS = ['email'] as const;

export const REVIEW_STATUSES = ['pending', 'confirmed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REQUEST_STATES = ['pending', 'answered', 'declined'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

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
