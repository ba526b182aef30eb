import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hash } from '@node-rs/argon2';
import { AppConfig } from '../../../platform/config/app-config.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { applyAdminBootstrap } from '../domain/admin-bootstrap.js';
import { normalizeEmail, passwordProblem } from '../domain/password-policy.js';
import { ARGON2_OPTIONS } from '../domain/argon2-options.js';
import { SignInLinks } from '../email-link/sign-in-links.js';
import { identityEvents } from '../identity-events.js';
import { User } from '../user.entity.js';
import { SignUpCommand, type SignUpResult } from './sign-up.command.js';

@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly links: SignInLinks,
    private readonly events: IntegrationEvents,
  ) {}

  async execute(command: SignUpCommand): Promise<SignUpResult> {
    const email = normalizeEmail(command.email);
    const problem = passwordProblem(command.password, email);
    if (problem) throw new BadRequestException(problem);
    // Hashed in both cases, so the answer takes as long for a taken email as for a new one.
    const passwordHash = await hash(command.password, ARGON2_OPTIONS);
    const owner = await this.em.findOne(User, { email });
    if (owner) return { user: await this.tellOwner(owner, command), created: false };

    const user = await this.em.transactional(async (em) => {
      const user = em.create(User, { email, passwordHash, firstName: command.firstName.trim(), lastName: command.lastName.trim() });
      const madeAdmin = applyAdminBootstrap(user, this.config.ADMIN_EMAILS);
      em.persist(user);
      this.events.publish(em, identityEvents.userRegistered(user));
      if (madeAdmin) this.events.publish(em, identityEvents.adminLevelChanged(user, madeAdmin.previous, null));
      this.links.sendVerificationLink(em, user, command.returnTo, command.intent);
      return user;
    });
    return { user, created: true };
  }

  /**
   * The email has an account: the owner gets a mail (with a sign-in link) instead of the
   * caller getting a 409, and the caller gets back what a new account would look like.
   * Nothing about the existing account changes. (A concurrent sign-up of a new address that
   * loses the race still meets the unique index and answers 409; that reveals only itself.)
   */
  private async tellOwner(owner: User, command: SignUpCommand): Promise<User> {
    await this.em.transactional(async (em) => this.links.sendAccountExistsNotice(em, owner, command.returnTo));
    const lookalike = new User();
    // A sign-up always sets a password: the answer must look like a fresh account's (hasPassword), not the owner's.
    Object.assign(lookalike, { email: owner.email, firstName: command.firstName.trim(), lastName: command.lastName.trim(), passwordHash: 'lookalike' });
    applyAdminBootstrap(lookalike, this.config.ADMIN_EMAILS);
    return lookalike;
  }
}
