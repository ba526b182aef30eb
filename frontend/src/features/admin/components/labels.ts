import type { ReviewEventTypeName } from '@crew/contracts/review-events';
import type { AdminLevel } from '@crew/contracts/user-values';

export const ADMIN_LEVEL_LABELS: Record<AdminLevel, string> = { moderator: 'Moderator', admin: 'Admin', super_admin: 'Super Admin' };

/**
 * Readable names for every event type the review log stores (the list is shared with the
 * server: @crew/contracts/review-events), so a history never shows a raw type name.
 */
export const EVENT_LABELS: Record<ReviewEventTypeName, string> = {
  ReviewRequested: 'Review requested',
  ReviewRequestServiceNamed: 'Sea service named in the request',
  ReviewRequestEmailSent: 'Invitation email sent',
  ReviewRequestEmailFailed: 'Invitation email failed',
  ReviewRequestDeclined: 'Request declined',
  ReviewRequestCancelled: 'Request cancelled',
  ReviewRequestAnswered: 'Request answered',
  ReviewSubmitted: 'Review submitted',
  ReviewServedTogether: 'Served together (matching sea service)',
  ReviewSeaServiceConfirmed: 'Sea service confirmed by the reviewer',
  ReviewFraudSignalsFound: 'Fraud rules found signals',
  ReviewFlagged: 'Flagged as suspicious',
  ReviewConfirmed: 'Review confirmed by the reviewee',
  ReviewHidden: 'Hidden from the public profile',
  ReviewShown: 'Shown on the public profile',
  ReviewVerified: 'Verified by an admin',
  ReviewFlagCleared: 'Flag cleared by an admin',
  ReviewDeleted: 'Review deleted',
};

/** What a stored type reads as; a type from a newer release reads as itself rather than as nothing. */
export function eventLabel(type: string): string {
  return (EVENT_LABELS as Record<string, string>)[type] ?? type;
}

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
};
