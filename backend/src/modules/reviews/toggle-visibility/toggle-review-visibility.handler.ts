import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { reviewDecider } from '../domain/review.decider.js';
import { ReviewStreams } from '../event-store/review-streams.js';
import { ReceivedReviews } from '../read/review-view.js';
import { ToggleReviewVisibilityCommand } from './toggle-review-visibility.command.js';

@CommandHandler(ToggleReviewVisibilityCommand)
export class ToggleReviewVisibilityHandler implements ICommandHandler<ToggleReviewVisibilityCommand> {
  constructor(
    private readonly streams: ReviewStreams,
    private readonly reviews: ReceivedReviews,
  ) {}

  async execute({ reviewId, userId, origin }: ToggleReviewVisibilityCommand) {
    const subscriber = await this.reviews.viewerIsSubscriber(userId);
    return this.streams.transaction(async (tx) => {
      await tx.execute(reviewDecider, reviewId, { type: 'ToggleVisibility', actorId: userId }, { actorId: userId, ...origin });
      return this.reviews.one(tx.em, reviewId, subscriber);
    });
  }
}
