import type { AdminLevel } from '@crew/contracts/user-values';

export const ADMIN_LEVEL_LABELS: Record<AdminLevel, string> = { moderator: 'Moderator', admin: 'Admin', super_admin: 'Super Admin' };

/** Readable names for the review events an admin sees in a history. */
export const EVENT_LABELS: Record<string, string> = {
  ReviewRequested: 'Review requested',
  ReviewRequestEmailSent: 'Invitation email sent',
  ReviewRequestEmailFailed: 'Invitation email failed',
  ReviewRequestDeclined: 'Request declined',
  ReviewRequestAnswered: 'Request answered',
  ReviewSubmitted: 'Review submitted',
  ReviewConfirmed: 'Review confirmed by the reviewee',
  ReviewHidden: 'Hidden from the public profile',
  ReviewShown: 'Shown on the public profile',
  ReviewFraudSignalsFound: 'Fraud rules found signals',
  ReviewNamedInFraudSignals: "Named in another review's fraud signals",
  ReviewFlagged: 'Flagged as suspicious',
  ReviewVerified: 'Verified by an admin',
  ReviewFlagCleared: 'Flag cleared by an admin',
  ReviewDeleted: 'Deleted by an admin',
};

/** The fraud rules as an admin filters by them (backend reviews/domain/fraud-rules.ts). */
export const FRAUD_RULE_LABELS: Record<string, string> = {
  'same-device': 'Same device as the reviewee',
  'same-ip-reviews': 'Several reviews from one IP',
  'reciprocal-review': 'Reciprocal reviews',
  'review-burst': 'Burst of reviews',
  'near-duplicate-text': 'Near-duplicate text',
  'disposable-domain': 'Disposable email domain',
  'same-ip-as-reviewee': 'Same IP as the reviewee (warning)',
  'new-reviewer-account': 'New reviewer account (warning)',
};
