import { userActionRefusal } from '@crew/contracts/admin-rights';
import { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../platform/config/app-config.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { lockActorAndTarget } from '../account/lock-actor-and-target.js';
import { GetSecondFactorFactsQuery, ResetSecondFactorsCommand, type SecondFactorFacts } from '../contracts/admin.js';
import { identityEvents } from '../identity-events.js';
import { UserSessions } from '../session/sessions.js';
import { factorsResetMail } from './second-factor-mails.js';
import { SecondFactors } from './second-factors.js';

export const SUPER_ADMIN_ONLY = 'Only a super admin can reset second factors';

@CommandHandler(ResetSecondFactorsCommand)
export class ResetSecondFactorsHandler implements ICommandHandler<ResetSecondFactorsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly factors: SecondFactors,
    private readonly events: IntegrationEvents,
    private readonly mail: MailService,
    private readonly sessions: UserSessions,
    private readonly config: AppConfig,
  ) {}

  async execute({ actorId, userId }: ResetSecondFactorsCommand): Promise<void> {
    await this.em.transactional(async (em) => {
      const { actor, target } = await lockActorAndTarget(em, actorId, userId);
      if (!target) throw new NotFoundException('User not found');
      // The access guard asked the same before the handler ran; the rows are locked now.
      if (actor?.adminLevel !== 'super_admin') throw new ForbiddenException(SUPER_ADMIN_ONLY);
      const refusal = userActionRefusal({ id: actorId, adminLevel: actor.adminLevel }, target, 'reset-second-factors');
      if (refusal) throw new ForbiddenException(refusal);
      await this.factors.removeAll(em, userId);
      this.events.publish(em, identityEvents.secondFactorsReset(userId, actorId));
      this.mail.queue(em, factorsResetMail(target, this.config.APP_URL));
    });
    // Whoever holds a session of the account signs in again and sets up a new factor. (Inside
    // the admin area's transaction this runs before its audit entry commits, as an admin's deletion does.)
    await this.sessions.endAll(userId);
  }
}

@QueryHandler(GetSecondFactorFactsQuery)
export class GetSecondFactorFactsHandler implements IQueryHandler<GetSecondFactorFactsQuery> {
  constructor(private readonly factors: SecondFactors) {}

  async execute({ userId }: GetSecondFactorFactsQuery): Promise<SecondFactorFacts> {
    const summary = await this.factors.summary(userId);
    return { authenticator: summary.authenticatorAddedAt !== null, passkeys: summary.passkeys.length, recoveryCodesLeft: summary.recoveryCodesLeft };
  }
}
