import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { OperatorAccess } from '../account/operator-access.js';
import { identityEvents } from '../identity-events.js';
import { User } from '../user.entity.js';
import { SignInWithEmailLinkCommand } from './sign-in-with-email-link.command.js';
import { hashToken } from './sign-in-links.js';

@CommandHandler(SignInWithEmailLinkCommand)
export class SignInWithEmailLinkHandler implements ICommandHandler<SignInWithEmailLinkCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: IntegrationEvents,
    private readonly operator: OperatorAccess,
  ) {}

  async execute({ token }: SignInWithEmailLinkCommand) {
    if (!/^[\w-]{20,100}$/.test(token)) return null;
    return this.em.transactional(async (em) => {
      // One statement claims the token, so two clicks at once cannot both sign in.
      const rows: Array<{ user_id: string; return_to: string }> = await em.execute(
        `update sign_in_tokens set used_at = now() where token_hash = ? and purpose = 'sign-in' and used_at is null and expires_at > now() returning user_id, return_to`,
        [hashToken(token)],
      );
      if (rows.length === 0) return null;
      const user = await em.findOne(User, { id: rows[0].user_id });
      if (!user) return null;
      // Clicking a link mailed to the address proves the owner reads it.
      const confirmed = !user.emailVerifiedAt;
      if (confirmed) {
        user.emailVerifiedAt = new Date();
        this.events.publish(em, identityEvents.profileChanged(user));
      }
      this.operator.restore(em, user);
      // The link is used up either way; a suspended account gets no session.
      return { userId: user.id, email: user.email, returnTo: rows[0].return_to, confirmed, suspended: user.suspendedAt !== null };
    });
  }
}
