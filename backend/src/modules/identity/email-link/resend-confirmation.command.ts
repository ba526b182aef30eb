import { Command } from '@nestjs/cqrs';

/** Mails a new confirmation link; answers the address it went to. 409 when already confirmed. */
export class ResendConfirmationCommand extends Command<string> {
  constructor(readonly userId: string) {
    super();
  }
}
