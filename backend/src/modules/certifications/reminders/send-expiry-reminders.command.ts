import { Command } from '@nestjs/cqrs';

/**
 * One sweep of the expiry reminders for the Clock's today: every certificate with a reminder
 * due gets one mail, unless it was sent already. Returns how many mails were queued.
 */
export class SendExpiryRemindersCommand extends Command<number> {}
