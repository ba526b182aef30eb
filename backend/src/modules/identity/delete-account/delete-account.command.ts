import { Command } from '@nestjs/cqrs';

/** The signed-in user deletes their own account, confirming with their password. */
export class DeleteOwnAccountCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly password: string,
  ) {
    super();
  }
}
