import { Command } from '@nestjs/cqrs';

export interface RebuildResult {
  events: number;
  requests: number;
  reviews: number;
  /** People whose review numbers were announced (with `announce`), else 0. */
  announced: number;
}

/**
 * Replays the whole review event log into freshly emptied read tables. With `announce`, also
 * announces every person's numbers (reviews.review-summary-changed) in the same transaction, so
 * sharing's public profiles and search's ratings follow a change in how they are counted
 * (ADR 0035: run once after deploying it).
 */
export class RebuildReviewProjectionsCommand extends Command<RebuildResult> {
  constructor(readonly announce = false) {
    super();
  }
}
