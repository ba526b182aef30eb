import { Command } from '@nestjs/cqrs';

/** Resolves to where to go next, or null when the link is unknown, used or expired. */
export class SignInWithEmailLinkCommand extends Command<{ userId: string; returnTo: string } | null> {
  constructor(readonly token: string) {
    super();
  }
}
