import { Global, Module } from '@nestjs/common';
import { MailService } from '../mail/mail.service.js';
import { OutboxService } from './outbox.service.js';

/** What request handlers need to stage background work: the outbox and the mail queue. */
@Global()
@Module({ providers: [OutboxService, MailService], exports: [OutboxService, MailService] })
export class QueueModule {}
