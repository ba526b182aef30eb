import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RequestOrigin } from '../../identity/contracts/auth.js';
import { ClearReviewFlagCommand, DeleteReviewCommand, FlagReviewCommand, VerifyReviewCommand } from '../contracts/moderate-review.commands.js';
import { type ReviewCommand, reviewDecider } from '../domain/review.decider.js';
import { ReviewStreams } from '../event-store/review-streams.js';

async function run(streams: ReviewStreams, reviewId: string, adminId: string, command: ReviewCommand, origin: RequestOrigin) {
  await streams.transaction((tx) => tx.execute(reviewDecider, reviewId, command, { actorId: adminId, ...origin }));
}

@CommandHandler(FlagReviewCommand)
export class FlagReviewHandler implements ICommandHandler<FlagReviewCommand> {
  constructor(private readonly streams: ReviewStreams) {}

  execute({ reviewId, adminId, reason, origin }: FlagReviewCommand) {
    return run(this.streams, reviewId, adminId, { type: 'FlagReview', actorId: adminId, reason }, origin);
  }
}

@CommandHandler(VerifyReviewCommand)
export class VerifyReviewHandler implements ICommandHandler<VerifyReviewCommand> {
  constructor(private readonly streams: ReviewStreams) {}

  execute({ reviewId, adminId, notes, origin }: VerifyReviewCommand) {
    return run(this.streams, reviewId, adminId, { type: 'VerifyReview', actorId: adminId, notes }, origin);
  }
}

@CommandHandler(ClearReviewFlagCommand)
export class ClearReviewFlagHandler implements ICommandHandler<ClearReviewFlagCommand> {
  constructor(private readonly streams: ReviewStreams) {}

  execute({ reviewId, adminId, notes, origin }: ClearReviewFlagCommand) {
    return run(this.streams, reviewId, adminId, { type: 'ClearReviewFlag', actorId: adminId, notes }, origin);
  }
}

@CommandHandler(DeleteReviewCommand)
export class DeleteReviewHandler implements ICommandHandler<DeleteReviewCommand> {
  constructor(private readonly streams: ReviewStreams) {}

  execute({ reviewId, adminId, reason, origin }: DeleteReviewCommand) {
    return run(this.streams, reviewId, adminId, { type: 'DeleteReview', actorId: adminId, reason }, origin);
  }
}
