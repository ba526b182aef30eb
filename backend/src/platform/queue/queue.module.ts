import { Global, Module } from '@nestjs/common';
import { IntegrationEvents } from '../events/integration-events.js';
import { MailService } from '../mail/mail.service.js';
import { OutboxService } from './outbox.service.js';

/** What handlers need to stage background work: the outbox, the mail queue and integration events. */
@Global()
@Module({ providers: [OutboxService, MailService, IntegrationEvents], exports: [OutboxService, MailService, IntegrationEvents] })
export class QueueModule {}
