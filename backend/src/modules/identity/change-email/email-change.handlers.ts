import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { Clock } from '../../../platform/clock/clock.js';
import { AppConfig } from '../../../platform/config/app-config.js';
import { IntegrationEvents, type PublishedEvent } from '../../../platform/events/integration-events.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { normalizeEmail } from '../domain/password-policy.js';
import { hashToken } from '../email-link/sign-in-links.js';
import { identityEvents } from '../identity-events.js';
import { UserSessions } from '../session/sessions.js';
import { User } from '../user.entity.js';
import { addressInUseMail, CONFIRM_HOURS, confirmNewEmailMail, emailChangedMail, UNDO_DAYS } from './email-change-mails.js';
import { EmailChange } from './email-change.entity.js';
import {
  ConfirmEmailChangeCommand, GetPendingEmailChangeQuery, type PendingEmailChange, RequestEmailChangeCommand, UndoEmailChangeCommand,
} from './email-change.commands.js';

export const SAME_EMAIL = 'This is already your email address';
export const CONFIRM_LINK_INVALID = 'This confirmation link is invalid, used or expired. Ask for a new one in Profile settings.';
export const ADDRESS_TAKEN = 'This address now belongs to another Crew Reviews account, so it cannot be used for yours.';
export const UNDO_LINK_INVALID = 'This link is invalid, used or expired.';
export const OLD_ADDRESS_TAKEN = 'Your previous address now belongs to another Crew Reviews account, so it cannot be given back to yours.';

const TOKEN = /^[\w-]{20,100}$/;
const newToken = () => randomBytes(32).toString('base64url');

/** Links mailed before the address changed (sign-in, new password, deletion) went to an address that is no longer the account's: they die. */
const retireMailedLinks = (em: EntityManager, userId: string) =>
  em.execute('update sign_in_tokens set used_at = now() where user_id = ? and used_at is null', [userId]);

/**
 * Finds the change a link names and locks its person, then the change: the same order as a
 * new request (person, then their changes), so two of them never wait on each other.
 */
async function lockChange(em: EntityManager, where: { confirmTokenHash: string } | { undoTokenHash: string }) {
  const found = await em.findOne(EmailChange, where);
  if (!found) return null;
  const user = await em.findOne(User, { id: found.userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  await em.refresh(found, { lockMode: LockMode.PESSIMISTIC_WRITE });
  return user ? { change: found, user } : null;
}

/** The address is another account's (the unique index on users.email would refuse it anyway). */
async function heldByAnother(em: EntityManager, email: string, userId: string): Promise<boolean> {
  return (await em.count(User, { email, id: { $ne: userId } })) > 0;
}

@CommandHandler(RequestEmailChangeCommand)
export class RequestEmailChangeHandler implements ICommandHandler<RequestEmailChangeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, newEmail: typed }: RequestEmailChangeCommand): Promise<PendingEmailChange> {
    const newEmail = normalizeEmail(typed);
    return this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new UnauthorizedException('Unauthorized');
      if (newEmail === user.email) throw new BadRequestException(SAME_EMAIL);
      // One change waits at a time: an earlier link stops working.
      await em.nativeUpdate(EmailChange, { userId, confirmedAt: null, cancelledAt: null }, { cancelledAt: this.clock.now() });
      const token = newToken();
      const expiresAt = new Date(this.clock.now().getTime() + CONFIRM_HOURS * 3_600_000);
      em.persist(em.create(EmailChange, { userId, oldEmail: user.email, newEmail, confirmTokenHash: hashToken(token), confirmExpiresAt: expiresAt }));
      const owner = await em.findOne(User, { email: newEmail });
      // Stored alike either way, so what the person sees next (the pending change) does not tell them which it was.
      if (owner) this.mail.queue(em, addressInUseMail(owner.firstName, owner.email, this.config.APP_URL));
      else this.mail.queue(em, confirmNewEmailMail(user.firstName, user.email, newEmail, token, this.config.APP_URL));
      return { newEmail, expiresAt: expiresAt.toISOString() };
    });
  }
}

@CommandHandler(ConfirmEmailChangeCommand)
export class ConfirmEmailChangeHandler implements ICommandHandler<ConfirmEmailChangeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly events: IntegrationEvents,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ token }: ConfirmEmailChangeCommand): Promise<{ email: string }> {
    if (!TOKEN.test(token)) throw new BadRequestException(CONFIRM_LINK_INVALID);
    const published: PublishedEvent[] = [];
    const email = await this.em
      .fork()
      .transactional(async (em) => {
        const now = this.clock.now();
        const locked = await lockChange(em, { confirmTokenHash: hashToken(token) });
        if (!locked) throw new BadRequestException(CONFIRM_LINK_INVALID);
        const { change, user } = locked;
        // Used, replaced by a newer request, expired, or the account's address changed since it was asked.
        if (change.confirmedAt || change.cancelledAt || change.confirmExpiresAt <= now || user.email !== change.oldEmail) {
          throw new BadRequestException(CONFIRM_LINK_INVALID);
        }
        if (await heldByAnother(em, change.newEmail, user.id)) throw new ConflictException(ADDRESS_TAKEN);
        const undoToken = newToken();
        change.confirmedAt = now;
        change.undoTokenHash = hashToken(undoToken);
        change.undoExpiresAt = new Date(now.getTime() + UNDO_DAYS * 86_400_000);
        const wasVerified = user.isVerified;
        user.email = change.newEmail;
        // Following the link proves the owner reads the new address.
        user.emailVerifiedAt = now;
        await retireMailedLinks(em, user.id);
        published.push(this.events.publish(em, identityEvents.emailChanged(user.id, change.newEmail, change.oldEmail, 'confirmed')));
        if (!wasVerified) this.events.publish(em, identityEvents.profileChanged(user));
        this.mail.queue(em, emailChangedMail(user.firstName, change.oldEmail, change.newEmail, now, undoToken, this.config.APP_URL));
        await em.flush();
        return user.email;
      })
      .catch((error: unknown) => {
        // Someone signed up with the address in the meantime.
        if (error instanceof UniqueConstraintViolationException) throw new ConflictException(ADDRESS_TAKEN);
        throw error;
      });
    // The person's next page (their incoming review requests) reads reviews' copy: let it catch up first.
    await this.events.delivered(published);
    return { email };
  }
}

@CommandHandler(UndoEmailChangeCommand)
export class UndoEmailChangeHandler implements ICommandHandler<UndoEmailChangeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: IntegrationEvents,
    private readonly sessions: UserSessions,
    private readonly clock: Clock,
  ) {}

  async execute({ token }: UndoEmailChangeCommand): Promise<{ email: string }> {
    if (!TOKEN.test(token)) throw new BadRequestException(UNDO_LINK_INVALID);
    const published: PublishedEvent[] = [];
    const { userId, email } = await this.em.fork().transactional(async (em) => {
      const now = this.clock.now();
      const locked = await lockChange(em, { undoTokenHash: hashToken(token) });
      if (!locked) throw new BadRequestException(UNDO_LINK_INVALID);
      const { change, user } = locked;
      if (!change.confirmedAt || change.undoneAt || change.cancelledAt || !change.undoExpiresAt || change.undoExpiresAt <= now) {
        throw new BadRequestException(UNDO_LINK_INVALID);
      }
      if (await heldByAnother(em, change.oldEmail, user.id)) throw new ConflictException(OLD_ADDRESS_TAKEN);
      change.undoneAt = now;
      // Whatever else happened to the account since (a later change and its own undo link, a
      // pending request) is closed: the old address's owner decides from here.
      await em.nativeUpdate(EmailChange, { userId: user.id, id: { $ne: change.id }, undoneAt: null, cancelledAt: null }, { cancelledAt: now });
      const previous = user.email;
      const wasVerified = user.isVerified;
      user.email = change.oldEmail;
      user.emailVerifiedAt = now;
      // "This was not me": whoever changed the address may know the password too. Only the
      // restored inbox can sign in now (an emailed link), and its owner chooses a new password.
      user.passwordHash = null;
      await retireMailedLinks(em, user.id);
      if (previous !== change.oldEmail) published.push(this.events.publish(em, identityEvents.emailChanged(user.id, change.oldEmail, previous, 'undone')));
      if (!wasVerified) this.events.publish(em, identityEvents.profileChanged(user));
      await em.flush();
      return { userId: user.id, email: user.email };
    });
    await this.sessions.endAll(userId);
    await this.events.delivered(published);
    return { email };
  }
}

@QueryHandler(GetPendingEmailChangeQuery)
export class GetPendingEmailChangeHandler implements IQueryHandler<GetPendingEmailChangeQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: GetPendingEmailChangeQuery): Promise<PendingEmailChange | null> {
    const pending = await this.em.fork().findOne(
      EmailChange,
      { userId, confirmedAt: null, cancelledAt: null, confirmExpiresAt: { $gt: this.clock.now() } },
      { orderBy: { createdAt: 'desc' } },
    );
    return pending ? { newEmail: pending.newEmail, expiresAt: pending.confirmExpiresAt.toISOString() } : null;
  }
}
