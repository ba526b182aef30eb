import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OutboxService } from '../queue/outbox.service.js';
import { MAIL_QUEUE } from '../queue/queues.js';
import { type MailMessage, SEND_MAIL_JOB } from './mail.types.js';

/** Queues mails. Nothing is sent inline: the worker delivers with retries. */
@Injectable()
export class MailService {
  constructor(private readonly outbox: OutboxService) {}

  /** Stages the mail in the caller's transaction (em); it is queued once that commits. */
  queue(em: EntityManager, mail: MailMessage): void {
    this.outbox.add(em, { queue: MAIL_QUEUE, name: SEND_MAIL_JOB, data: { ...mail } });
  }
}
