import { Global, Module } from '@nestjs/common';
import { IntegrationEvents } from '../events/integration-events.js';
import { MailService } from '../mail/mail.service.js';
import { OutboxService } from './outbox.service.js';
import { QueuedJobs } from './queued-jobs.js';

/** What handlers need to stage background work: the outbox, the mail queue and integration events (and to take jobs back). */
@Global()
@Module({ providers: [OutboxService, MailService, IntegrationEvents, QueuedJobs], exports: [OutboxService, MailService, IntegrationEvents, QueuedJobs] })
export class QueueModule {}
