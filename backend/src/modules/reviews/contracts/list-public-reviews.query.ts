import { Query } from '@nestjs/cqrs';

/** A review as anyone may see it on a shared profile: no reviewer contact or audit details. */
export interface PublicReview {
  id: string;
  status: 'confirmed';
  isVerified: true;
  rating: number;
  text: string;
  context: string;
  duration: string | null;
  reviewerName: string;
  reviewerWorkPosition: string | null;
  createdAt: string;
  /** 'Served together on {vesselName} ({from}..{to})' (ADR 0027); null without one. Absent from version 1 events. */
  servedTogether: { vesselName: string; from: string; to: string; serviceConfirmed?: boolean } | null;
}

/** A user's publicly displayable reviews (confirmed, verified, not hidden), newest first. */
export class ListPublicReviewsQuery extends Query<PublicReview[]> {
  constructor(
    readonly userId: string,
    readonly limit: number,
  ) {
    super();
  }
}
