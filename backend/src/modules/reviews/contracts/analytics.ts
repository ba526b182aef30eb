import { Query } from '@nestjs/cqrs';

export interface ReviewActivityWeek {
  /** Monday of the week (UTC), YYYY-MM-DD. */
  weekStart: string;
  reviews: number;
  flagsRaised: number;
  /** Flags an admin cleared or resolved by vouching for the review. */
  flagsCleared: number;
}

/** Reviews submitted and flags raised and cleared per week, from the review log, oldest first. */
export class GetReviewActivityPerWeekQuery extends Query<ReviewActivityWeek[]> {
  constructor(readonly since: Date) {
    super();
  }
}
