import { Query } from '@nestjs/cqrs';

export interface ReviewSummary {
  totalReviews: number;
  /** Confirmed and verified. */
  verifiedReviews: number;
  /** One decimal; 0 when there are no reviews. */
  averageRating: number;
  /** Assessed skills over confirmed reviews, rated ones only: Technical Skills, Work Ethic, Communication, Professionalism. */
  skills: Array<{ name: string; averageRating: number }>;
}

/** A user's review numbers and skills for the public profile: confirmed, not hidden reviews only. */
export class GetReviewSummaryQuery extends Query<ReviewSummary> {
  constructor(readonly userId: string) {
    super();
  }
}
