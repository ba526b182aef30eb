import { Command } from '@nestjs/cqrs';
import type { DeletionConfirmation } from './deletion-confirmation.js';

/**
 * The signed-in user deletes their own account, confirming with their password or, for an
 * account without one, with the token of an emailed confirmation link.
 */
export class DeleteOwnAccountCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly confirmation: DeletionConfirmation,
  ) {
    super();
  }
}

/** Emails the one-time link that confirms deleting an account without a password; answers the address. */
export class RequestAccountDeletionEmailCommand extends Command<string> {
  constructor(readonly userId: string) {
    super();
  }
}
