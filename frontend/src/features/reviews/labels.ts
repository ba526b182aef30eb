import { ASSESSMENTS, type Assessment, type EmailStatus, RECOMMENDATIONS, type Recommendation, type RequestState } from '@crew/contracts/review-values';

/** Spec section 9: 5 Excellent ... 1 Needs Improvement. */
export const RATING_LABELS: Record<number, string> = {
  5: 'Excellent',
  4: 'Very Good',
  3: 'Good',
  2: 'Fair',
  1: 'Needs Improvement',
};

const ASSESSMENT_LABELS: Record<Assessment, string> = {
  excellent: 'Excellent',
  'very-good': 'Very Good',
  good: 'Good',
  fair: 'Fair',
  'needs-improvement': 'Needs Improvement',
};

/** The values the API accepts, in their order, with the names the form shows. */
export const ASSESSMENT_OPTIONS: Array<{ value: Assessment; label: string }> = ASSESSMENTS.map((value) => ({ value, label: ASSESSMENT_LABELS[value] }));

const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  'highly-recommend': 'Highly Recommend',
  recommend: 'Recommend',
  neutral: 'Neutral',
  'not-recommend': 'Do Not Recommend',
};

export const RECOMMENDATION_OPTIONS: Array<{ value: Recommendation; label: string }> = RECOMMENDATIONS.map((value) => ({
  value,
  label: RECOMMENDATION_LABELS[value],
}));

/** The four assessed skills, in the order the form and the cards show them. */
export const SKILL_FIELDS = [
  { key: 'technicalSkills', label: 'Technical Skills' },
  { key: 'workEthic', label: 'Work Ethic' },
  { key: 'communication', label: 'Communication' },
  { key: 'professionalism', label: 'Professionalism' },
] as const;
export type SkillField = (typeof SKILL_FIELDS)[number]['key'];

export const assessmentLabel = (value: string | null | undefined) => ASSESSMENT_OPTIONS.find((o) => o.value === value)?.label ?? value ?? '';
export const recommendationLabel = (value: string | null | undefined) =>
  RECOMMENDATION_OPTIONS.find((o) => o.value === value)?.label ?? value ?? '';

export const REQUEST_STATE_LABELS: Record<RequestState, { label: string; color: string }> = {
  pending: { label: 'Awaiting review', color: 'blue' },
  answered: { label: 'Answered', color: 'green' },
  declined: { label: 'Declined', color: 'red' },
  cancelled: { label: 'Closed: account deleted', color: 'default' },
};

export const EMAIL_STATUS_LABELS: Record<EmailStatus, { label: string; color: string; hint: string }> = {
  queued: { label: 'Email queued', color: 'default', hint: 'The invitation email is on its way.' },
  sent: { label: 'Email sent', color: 'green', hint: 'The invitation email was delivered to the mail server.' },
  failed: { label: 'Email failed', color: 'red', hint: 'The invitation email could not be sent. Contact the reviewer directly.' },
};

/** '1 Review Request Waiting', '2 Review Requests Waiting'. */
export function requestsWaitingText(count: number): string {
  return `${count} Review ${count === 1 ? 'Request' : 'Requests'} Waiting`;
}

/** A number from the API (numeric columns may arrive as strings), 0 when missing. */
export function toNumber(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

/** Average rating to one decimal, 0.0 by default (spec section 2, Dashboard). */
export function formatRating(value: number | string | null | undefined): string {
  return toNumber(value).toFixed(1);
}
