import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hash, verify } from '@node-rs/argon2';
import { Clock } from '../../../platform/clock/clock.js';
import { AppConfig } from '../../../platform/config/app-config.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { ARGON2_OPTIONS } from '../domain/argon2-options.js';
import { normalizeEmail, passwordProblem } from '../domain/password-policy.js';
import { hashToken, SignInLinks } from '../email-link/sign-in-links.js';
import { identityEvents } from '../identity-events.js';
import { UserSessions } from '../session/sessions.js';
import { User } from '../user.entity.js';
import { passwordChangedMail } from './password-mails.js';
import { ChangePasswordCommand, RequestPasswordResetCommand, ResetPasswordCommand } from './password.commands.js';

export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';
export const RESET_LINK_INVALID = 'This link is invalid, used or expired. Ask for a new one on the sign-in page.';

/** Links that set a new password die once the password changes another way (or is set through one of them). */
const retireResetLinks = (em: EntityManager, userId: string) =>
  em.execute(`update sign_in_tokens set used_at = now() where user_id = ? and purpose = 'reset-password' and used_at is null`, [userId]);

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly sessions: UserSessions,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, currentPassword, newPassword, keepSessionId, origin }: ChangePasswordCommand) {
    const firstPassword = await this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new UnauthorizedException('Unauthorized');
      const firstPassword = user.passwordHash === null;
      if (!firstPassword) {
        if (!currentPassword) throw new BadRequestException(CURRENT_PASSWORD_REQUIRED);
        if (!(await verify(user.passwordHash!, currentPassword).catch(() => false))) throw new BadRequestException(WRONG_CURRENT_PASSWORD);
      }
      const problem = passwordProblem(newPassword, user.email);
      if (problem) throw new BadRequestException(problem);
      user.passwordHash = await hash(newPassword, ARGON2_OPTIONS);
      await retireResetLinks(em, user.id);
      this.mail.queue(em, passwordChangedMail(user, firstPassword ? 'set' : 'changed', origin.userAgent, this.clock.now(), this.config.APP_URL));
      return firstPassword;
    });
    // Once committed: whoever else held a session (perhaps with the old password) is out, on every API process.
    await this.sessions.endAll(userId, { except: keepSessionId });
    return { firstPassword };
  }
}

/**
 * 'Forgot password'. An address without an account gets nothing (the caller's answer is the
 * same either way, ADR 0016); the controller limits requests as it limits sign-in links.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly links: SignInLinks,
  ) {}

  async execute({ email }: RequestPasswordResetCommand): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { email: normalizeEmail(email) });
      if (user) this.links.sendPasswordResetLink(em, user);
    });
  }
}

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly events: IntegrationEvents,
    private readonly sessions: UserSessions,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ token, newPassword, origin }: ResetPasswordCommand): Promise<void> {
    if (!/^[\w-]{20,100}$/.test(token)) throw new BadRequestException(RESET_LINK_INVALID);
    const userId = await this.em.fork().transactional(async (em) => {
      // Locked, not yet used: a password the policy refuses leaves the link working for a better one.
      const [link] = await em.execute<Array<{ user_id: string }>>(
        `select user_id from sign_in_tokens where token_hash = ? and purpose = 'reset-password' and used_at is null and expires_at > now() for update`,
        [hashToken(token)],
      );
      if (!link) throw new BadRequestException(RESET_LINK_INVALID);
      const user = await em.findOne(User, { id: link.user_id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new BadRequestException(RESET_LINK_INVALID);
      const problem = passwordProblem(newPassword, user.email);
      if (problem) throw new BadRequestException(problem);
      user.passwordHash = await hash(newPassword, ARGON2_OPTIONS);
      // This one and any other such link of the person: used.
      await retireResetLinks(em, user.id);
      // Following a link mailed to the address proves the owner reads it.
      if (!user.emailVerifiedAt) {
        user.emailVerifiedAt = this.clock.now();
        this.events.publish(em, identityEvents.profileChanged(user));
      }
      this.mail.queue(em, passwordChangedMail(user, 'reset', origin.userAgent, this.clock.now(), this.config.APP_URL));
      return user.id;
    });
    // Whoever knew the old password is signed out everywhere, this browser included (it signs in with the new one).
    await this.sessions.endAll(userId);
  }
}
