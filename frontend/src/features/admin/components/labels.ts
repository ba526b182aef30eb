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
  ReviewRequestReaddressed: 'Request moved to the reviewer’s new email',
  ReviewRequestAnswered: 'Request answered',
  ReviewSubmitted: 'Review submitted',
  ReviewServedTogether: 'Served together (matching sea service)',
  ReviewSeaServiceConfirmed: 'Sea service confirmed by the reviewer',
  ReviewFraudSignalsFound: 'Fraud rules found signals',
  ReviewNamedInFraudSignals: "Named in another review's fraud signals",
  ReviewFlagged: 'Flagged as suspicious',
  ReviewConfirmed: 'Review confirmed by the reviewee',
  ReviewHidden: 'Hidden from the public profile',
  ReviewShown: 'Shown on the public profile',
  ReviewVerified: 'Verified by an admin',
  ReviewFlagCleared: 'Flag cleared by an admin',
  ReviewDeleted: 'Review deleted',
  ReviewRestored: 'Review restored (a dispute overturned its removal)',
};

/** What a stored type reads as; a type from a newer release reads as itself rather than as nothing. */
export function eventLabel(type: string): string {
  return (EVENT_LABELS as Record<string, string>)[type] ?? type;
}

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
