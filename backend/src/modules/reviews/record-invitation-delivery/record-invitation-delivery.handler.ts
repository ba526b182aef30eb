import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { reviewRequestDecider } from '../domain/review-request.decider.js';
import { SYSTEM_METADATA } from '../event-store/event-store.js';
import { ReviewStreams } from '../event-store/review-streams.js';
import { RecordInvitationDeliveryCommand } from './record-invitation-delivery.command.js';

@CommandHandler(RecordInvitationDeliveryCommand)
export class RecordInvitationDeliveryHandler implements ICommandHandler<RecordInvitationDeliveryCommand> {
  constructor(private readonly streams: ReviewStreams) {}

  async execute({ requestId, outcome }: RecordInvitationDeliveryCommand): Promise<void> {
    await this.streams.transaction(async (tx) => {
      // Before reading the stream: an account deletion may be re-projecting this request's row.
      await tx.lockStream(requestId);
      return tx.execute(
        reviewRequestDecider,
        requestId,
        outcome.sent ? { type: 'RecordInvitationSent', to: outcome.to } : { type: 'RecordInvitationFailed', to: outcome.to, reason: outcome.reason },
        SYSTEM_METADATA,
      );
    });
  }
}
