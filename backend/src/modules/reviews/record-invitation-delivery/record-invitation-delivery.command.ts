import { Command } from '@nestjs/cqrs';

/** The worker reports how the invitation mail of a request went. */
export class RecordInvitationDeliveryCommand extends Command<void> {
  constructor(
    readonly requestId: string,
    readonly outcome: { sent: true; to: string } | { sent: false; to: string; reason: string },
  ) {
    super();
  }
}
