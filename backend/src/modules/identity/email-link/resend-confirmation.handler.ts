import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
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
      this.links.sendVerificationLink(em, user, '/');
      return user.email;
    });
  }
}
