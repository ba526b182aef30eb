import { Command } from '@nestjs/cqrs';

/**
 * Resolves to where to go next (and whether this click confirmed the email), or null when the
 * link is unknown, used or expired.
 */
export class SignInWithEmailLinkCommand extends Command<{ userId: string; email: string; returnTo: string; confirmed: boolean; suspended: boolean } | null> {
  constructor(readonly token: string) {
    super();
  }
}
