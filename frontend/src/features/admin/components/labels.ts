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

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.role-changed': 'Changed account type',
  'user.admin-level-changed': 'Changed admin level',
  'user.deleted': 'Deleted account',
  'review.deleted': 'Deleted review',
  'review.flag-cleared': 'Cleared a flag',
  'review.verified': 'Verified review',
  'employer.upgraded': 'Upgraded to an employer account',
  'subscription.activated': 'Activated a plan (test mode)',
  'credits.added': 'Added credits (test mode)',
  'user.self-deleted': 'Deleted their own account',
  'user.suspended': 'Suspended account',
  'user.suspension-lifted': 'Lifted suspension',
  'user.admin-level-restored': 'Restored super admin (ADMIN_EMAILS)',
  'review.flagged': 'Flagged review',
  'dispute.decided': 'Decided a dispute',
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
