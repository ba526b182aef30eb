import { Command } from '@nestjs/cqrs';

export interface RebuildResult {
  events: number;
  requests: number;
  reviews: number;
}

/** Replays the whole review event log into freshly emptied read tables. */
export class RebuildReviewProjectionsCommand extends Command<RebuildResult> {}
