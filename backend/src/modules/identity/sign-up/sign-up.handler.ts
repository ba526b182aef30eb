import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hash } from '@node-rs/argon2';
import { AppConfig } from '../../../platform/config/app-config.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { applyAdminBootstrap } from '../domain/admin-bootstrap.js';
import { emailTaken } from '../identity.errors.js';
import { normalizeEmail, passwordProblem } from '../domain/password-policy.js';
import { ARGON2_OPTIONS } from '../domain/argon2-options.js';
import { SignInLinks } from '../email-link/sign-in-links.js';
import { identityEvents } from '../identity-events.js';
import { User } from '../user.entity.js';
import { SignUpCommand } from './sign-up.command.js';

@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly links: SignInLinks,
    private readonly events: IntegrationEvents,
  ) {}

  async execute(command: SignUpCommand): Promise<User> {
    const email = normalizeEmail(command.email);
    const problem = passwordProblem(command.password, email);
    if (problem) throw new BadRequestException(problem);
    if (await this.em.count(User, { email })) throw emailTaken();

    const passwordHash = await hash(command.password, ARGON2_OPTIONS);
    return this.em.transactional(async (em) => {
      const user = em.create(User, { email, passwordHash, firstName: command.firstName.trim(), lastName: command.lastName.trim() });
      const madeAdmin = applyAdminBootstrap(user, this.config.ADMIN_EMAILS);
      em.persist(user);
      this.events.publish(em, identityEvents.userRegistered(user));
      if (madeAdmin) this.events.publish(em, identityEvents.adminLevelChanged(user, null, null));
      this.links.sendVerificationLink(em, user, command.returnTo);
      return user;
    });
  }
}
