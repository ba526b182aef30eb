/** A mail as queued: plain data, so it survives the outbox and the queue. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Tells the sender's module how delivery went (see MailDeliveredEvent / MailFailedEvent). */
  correlation?: { kind: string; id: string };
}

export const SEND_MAIL_JOB = 'platform.send-mail';
