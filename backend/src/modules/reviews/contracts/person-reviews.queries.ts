import { Query } from '@nestjs/cqrs';

/** Which of a person's reviews: those they wrote, or those written about them. */
export type ReviewSide = 'written' | 'received';

/** One review as an admin sees it on a person's page; deleted reviews are listed too. */
export interface PersonReview {
  id: string;
  /** The reviewee for a written review, the reviewer for a received one. */
  otherPartyId: string;
  status: 'pending' | 'confirmed' | 'deleted';
  isVerified: boolean;
  flaggedAsSuspicious: boolean;
  isHidden: boolean;
  rating: number;
  createdAt: string;
  /** When an admin (or an account deletion) removed it; null while it stands. */
  deletedAt: string | null;
}

export interface PersonReviewPage {
  reviews: PersonReview[];
  total: number;
}

/** For admins: the reviews a person wrote or received, newest first, deleted ones included. */
export class ListReviewsOfPersonQuery extends Query<PersonReviewPage> {
  constructor(readonly options: { userId: string; side: ReviewSide; limit: number; offset?: number }) {
    super();
  }
}

export const MODERATION_EVENT_TYPES = ['ReviewFlagged', 'ReviewVerified', 'ReviewFlagCleared', 'ReviewDeleted'] as const;
export type ModerationEventType = (typeof MODERATION_EVENT_TYPES)[number];

/** A flag or an admin decision on a review the person wrote or received. */
export interface ReviewModerationEvent {
  reviewId: string;
  side: ReviewSide;
  type: ModerationEventType;
  /** null: the system (the fraud rules flag at submission). */
  actorId: string | null;
  /** The flag's reason, or the decision's: a text, or `{ category, note }` (contracts' moderation reasons). */
  reason: unknown;
  notes: string | null;
  recordedAt: string;
}

/**
 * For admins: every flag, verification, cleared flag and deletion of the reviews a person
 * wrote or received, newest first, from the event log (so deleted reviews keep theirs).
 */
export class ListReviewModerationOfPersonQuery extends Query<{ events: ReviewModerationEvent[]; total: number }> {
  constructor(readonly options: { userId: string; limit: number }) {
    super();
  }
}
