import type { MailMessage } from './mail.types.js';

/** Published in the worker after a mail reached the SMTP server. */
export class MailDeliveredEvent {
  constructor(
    readonly correlation: NonNullable<MailMessage['correlation']>,
    readonly to: string,
  ) {}
}

/** Published in the worker after the last retry failed. */
export class MailFailedEvent {
  constructor(
    readonly correlation: NonNullable<MailMessage['correlation']>,
    readonly to: string,
    readonly reason: string,
  ) {}
}
