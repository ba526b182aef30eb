import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EMPLOYER_HOME } from '../domain/return-to.js';
import { User } from '../user.entity.js';
import { ResendConfirmationCommand } from './resend-confirmation.command.js';
import { SignInLinks } from './sign-in-links.js';

@CommandHandler(ResendConfirmationCommand)
export class ResendConfirmationHandler implements ICommandHandler<ResendConfirmationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly links: SignInLinks,
  ) {}

  async execute({ userId }: ResendConfirmationCommand): Promise<string> {
    return this.em.transactional(async (em) => {
      const user = await em.findOne(User, { id: userId });
      if (!user) throw new UnauthorizedException('Unauthorized');
      if (user.emailVerifiedAt) throw new ConflictException('Your email is already confirmed');
      // An employer's link lands where their work is, and their mail speaks to them.
      const employer = user.role === 'employer' || user.role === 'agency';
      this.links.sendVerificationLink(em, user, employer ? EMPLOYER_HOME : '/', employer ? 'employer' : 'crew');
      return user.email;
    });
  }
}
