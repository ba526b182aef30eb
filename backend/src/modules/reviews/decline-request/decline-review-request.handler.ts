import { UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../platform/config/app-config.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { reviewRequestDecider } from '../domain/review-request.decider.js';
import { ReviewStreams } from '../event-store/review-streams.js';
import { fullName } from '../../identity/contracts/user-values.js';
import { DeclineReviewRequestCommand, type DeclinedReviewRequest } from './decline-review-request.command.js';
import { declinedMail } from './declined-mail.js';

@CommandHandler(DeclineReviewRequestCommand)
export class DeclineReviewRequestHandler implements ICommandHandler<DeclineReviewRequestCommand> {
  constructor(
    private readonly streams: ReviewStreams,
    private readonly queries: QueryBus,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async execute(command: DeclineReviewRequestCommand): Promise<DeclinedReviewRequest> {
    const user = await this.queries.execute(new GetUserQuery(command.userId));
    if (!user) throw new UnauthorizedException('Unauthorized');

    await this.streams.transaction(async (tx) => {
      const loaded = await tx.load(reviewRequestDecider, command.requestId);
      await tx.decide(reviewRequestDecider, command.requestId, loaded, { type: 'DeclineRequest', actorId: user.id, actorEmail: user.email }, { actorId: user.id, ...command.origin });
      const requester = await this.queries.execute(new GetUserQuery(loaded.state.requesterId));
      // A requester whose account is gone has nobody to tell.
      if (requester) this.mail.queue(tx.em, declinedMail(this.config.APP_URL, requester, fullName(user), loaded.state.context));
    });
    return { id: command.requestId, state: 'declined' };
  }
}
