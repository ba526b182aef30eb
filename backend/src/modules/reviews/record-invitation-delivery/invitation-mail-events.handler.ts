import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { MailDeliveredEvent, MailFailedEvent } from '../../../platform/mail/mail.events.js';
import { INVITATION_CORRELATION_KIND } from '../request-review/invitation-mail.js';
import { RecordInvitationDeliveryCommand } from './record-invitation-delivery.command.js';

/** In the worker: turns the mail queue's delivery reports for invitations into request events. */
@EventsHandler(MailDeliveredEvent, MailFailedEvent)
export class InvitationMailEventsHandler implements IEventHandler<MailDeliveredEvent | MailFailedEvent> {
  private readonly logger = new Logger(InvitationMailEventsHandler.name);

  constructor(private readonly commands: CommandBus) {}

  async handle(event: MailDeliveredEvent | MailFailedEvent): Promise<void> {
    if (event.correlation.kind !== INVITATION_CORRELATION_KIND) return;
    const outcome = event instanceof MailFailedEvent ? { sent: false as const, to: event.to, reason: event.reason } : { sent: true as const, to: event.to };
    try {
      await this.commands.execute(new RecordInvitationDeliveryCommand(event.correlation.id, outcome));
    } catch (error) {
      // The mail itself went (or failed) anyway; only its status on the request is missing.
      this.logger.error(`Could not record delivery of review request ${event.correlation.id}: ${(error as Error).message}`);
    }
  }
}
