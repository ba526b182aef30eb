import { userActionRefusal } from '@crew/contracts/admin-rights';
import { type ModerationReason, reasonLabel } from '@crew/contracts/moderation';
import { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { AppConfig } from '../../../platform/config/app-config.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import type { MailMessage } from '../../../platform/mail/mail.types.js';
import { renderMail } from '../../../platform/mail/render-mail.js';
import { LiftSuspensionCommand, SuspendUserCommand } from '../contracts/admin.js';
import { identityEvents } from '../identity-events.js';
import { UserSessions } from '../session/sessions.js';
import type { User } from '../user.entity.js';
import { toAdminUserView } from './admin-user-view.js';
import { lockActorAndTarget } from './lock-actor-and-target.js';

@CommandHandler(SuspendUserCommand)
export class SuspendUserHandler implements ICommandHandler<SuspendUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: IntegrationEvents,
    private readonly mail: MailService,
    private readonly sessions: UserSessions,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ actorId, userId, reason }: SuspendUserCommand) {
    const change = await this.em.transactional(async (em) => {
      const { actor, target } = await lockActorAndTarget(em, actorId, userId);
      if (!target) throw new NotFoundException('User not found');
      const refusal = userActionRefusal({ id: actorId, adminLevel: actor?.adminLevel ?? null }, target, 'suspend');
      if (refusal) throw new ForbiddenException(refusal);
      if (target.suspendedAt) return { user: toAdminUserView(target), changed: false };
      target.suspendedAt = this.clock.now();
      this.events.publish(em, identityEvents.accountSuspended(target.id, actorId, target.suspendedAt));
      // Search reads whether the person can be found from the profile event.
      this.events.publish(em, identityEvents.profileChanged(target));
      this.mail.queue(em, suspensionMail(target, reason, this.config.APP_URL));
      // The database refuses here when this would leave no active super_admin (user.entity.ts).
      await em.flush();
      return { user: toAdminUserView(target), changed: true };
    });
    // Signed out everywhere at once, once the suspension is committed.
    if (change.changed) await this.sessions.endAll(userId);
    return change;
  }
}

@CommandHandler(LiftSuspensionCommand)
export class LiftSuspensionHandler implements ICommandHandler<LiftSuspensionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: IntegrationEvents,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async execute({ actorId, userId }: LiftSuspensionCommand) {
    return this.em.transactional(async (em) => {
      const { actor, target } = await lockActorAndTarget(em, actorId, userId);
      if (!target) throw new NotFoundException('User not found');
      const refusal = userActionRefusal({ id: actorId, adminLevel: actor?.adminLevel ?? null }, target, 'suspend');
      if (refusal) throw new ForbiddenException(refusal);
      if (!target.suspendedAt) return { user: toAdminUserView(target), changed: false };
      target.suspendedAt = null;
      this.events.publish(em, identityEvents.suspensionLifted(target.id, actorId));
      this.events.publish(em, identityEvents.profileChanged(target));
      this.mail.queue(em, liftedMail(target, this.config.APP_URL));
      await em.flush();
      return { user: toAdminUserView(target), changed: true };
    });
  }
}

function suspensionMail(user: User, reason: ModerationReason, appUrl: string): MailMessage {
  return {
    to: user.email,
    subject: 'Your Crew Reviews account is suspended',
    ...renderMail({
      greeting: `Hello ${user.firstName},`,
      paragraphs: [
        'An administrator suspended your Crew Reviews account. While it is suspended you cannot sign in, employers cannot find you, and the reviews you wrote are not shown or counted. Nothing has been deleted.',
        `Reason: ${reasonLabel(reason.category)}. ${reason.note}`,
        'If you think this is a mistake, reply to this email and tell us why: another administrator will look at it.',
      ],
      action: { label: 'Read our terms', url: `${appUrl}/terms` },
    }),
  };
}

function liftedMail(user: User, appUrl: string): MailMessage {
  return {
    to: user.email,
    subject: 'Your Crew Reviews account is active again',
    ...renderMail({
      greeting: `Hello ${user.firstName},`,
      paragraphs: ['The suspension of your Crew Reviews account has been lifted. You can sign in again, and your profile and the reviews you wrote are back as they were.'],
      action: { label: 'Sign in', url: `${appUrl}/login` },
    }),
  };
}
