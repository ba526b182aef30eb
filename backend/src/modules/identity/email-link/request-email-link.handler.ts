import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail } from '../domain/password-policy.js';
import { User } from '../user.entity.js';
import { RequestEmailLinkCommand } from './request-email-link.command.js';
import { SignInLinks } from './sign-in-links.js';

/** Mails a sign-in link, or a sign-up invitation to an address with no account. */
@CommandHandler(RequestEmailLinkCommand)
export class RequestEmailLinkHandler implements ICommandHandler<RequestEmailLinkCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly links: SignInLinks,
  ) {}

  async execute(command: RequestEmailLinkCommand): Promise<void> {
    const email = normalizeEmail(command.email);
    await this.em.transactional(async (em) => {
      const user = await em.findOne(User, { email });
      if (user) this.links.sendSignInLink(em, user, command.returnTo);
      else this.links.sendSignUpInvitation(em, email, command.returnTo);
    });
  }
}
