import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ClearReviewFlagCommand, DeleteReviewCommand, FlagReviewCommand, RestoreReviewCommand, VerifyReviewCommand } from '../contracts/moderate-review.commands.js';
import { type ModerationCommand, reviewDecider } from '../domain/review.decider.js';
import { ReviewStreams } from '../event-store/review-streams.js';

type Sent = FlagReviewCommand | VerifyReviewCommand | ClearReviewFlagCommand | DeleteReviewCommand | RestoreReviewCommand;

async function run(streams: ReviewStreams, { reviewId, adminId, reason, origin }: Sent, type: ModerationCommand['type']) {
  await streams.transaction((tx) => tx.execute(reviewDecider, reviewId, { type, actorId: adminId, decision: reason }, { actorId: adminId, ...origin }));
}

@CommandHandler(FlagReviewCommand)
export class FlagReviewHandler implements ICommandHandler<FlagReviewCommand> {
  constructor(private readonly streams: ReviewStreams) {}

  execute(command: FlagReviewCommand) {
    return run(this.streams, command, 'FlagReview');
  }
}

@CommandHandler(VerifyReviewCommand)
export class VerifyReviewHandler implements ICommandHandler<VerifyReviewCommand> {
  constructor(private readonly streams: ReviewStreams) {}

  execute(command: VerifyReviewCommand) {
    return run(this.streams, command, 'VerifyReview');
  }
}

@CommandHandler(ClearReviewFlagCommand)
export class ClearReviewFlagHandler implements ICommandHandler<ClearReviewFlagCommand> {
  constructor(private readonly streams: ReviewStreams) {}

  execute(command: ClearReviewFlagCommand) {
    return run(this.streams, command, 'ClearReviewFlag');
  }
}

@CommandHandler(DeleteReviewCommand)
export class DeleteReviewHandler implements ICommandHandler<DeleteReviewCommand> {
  constructor(private readonly streams: ReviewStreams) {}

  execute(command: DeleteReviewCommand) {
    return run(this.streams, command, 'DeleteReview');
  }
}

@CommandHandler(RestoreReviewCommand)
export class RestoreReviewHandler implements ICommandHandler<RestoreReviewCommand> {
  constructor(private readonly streams: ReviewStreams) {}

  execute(command: RestoreReviewCommand) {
    return run(this.streams, command, 'RestoreReview');
  }
}
