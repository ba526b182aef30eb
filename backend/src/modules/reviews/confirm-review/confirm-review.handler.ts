import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { reviewDecider } from '../domain/review.decider.js';
import { ReviewStreams } from '../event-store/review-streams.js';
import { ReceivedReviews } from '../read/review-view.js';
import { ConfirmReviewCommand } from './confirm-review.command.js';

@CommandHandler(ConfirmReviewCommand)
export class ConfirmReviewHandler implements ICommandHandler<ConfirmReviewCommand> {
  constructor(
    private readonly streams: ReviewStreams,
    private readonly reviews: ReceivedReviews,
  ) {}

  async execute({ reviewId, userId, origin }: ConfirmReviewCommand) {
    const subscriber = await this.reviews.viewerIsSubscriber(userId);
    return this.streams.transaction(async (tx) => {
      await tx.execute(reviewDecider, reviewId, { type: 'ConfirmReview', actorId: userId }, { actorId: userId, ...origin });
      return this.reviews.one(tx.em, reviewId, subscriber);
    });
  }
}
