import { Query } from '@nestjs/cqrs';

export interface ProfileStats {
  totalReviews: number;
  verifiedReviews: number;
  pendingReviews: number;
  profileViews: number;
  activeLinks: number;
  averageRating: number;
  /** Received reviews that say 'Served together' (ADR 0027). */
  servedTogetherReviews: number;
}

/** The stats card: review numbers from review_stats, link numbers from reviews_shared_links (sharing's events). */
export class GetProfileStatsQuery extends Query<ProfileStats> {
  constructor(readonly userId: string) {
    super();
  }
}
