import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { ChangeAccountRoleCommand, SetSubscriptionCommand } from '../contracts/account.commands.js';
import { identityEvents } from '../identity-events.js';
import { User } from '../user.entity.js';

// `this.em.transactional` (not a fork) joins the caller's transaction when the command is sent
// from inside one (MikroORM's transaction context), which makes the change atomic with it.

@CommandHandler(ChangeAccountRoleCommand)
export class ChangeAccountRoleHandler implements ICommandHandler<ChangeAccountRoleCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: IntegrationEvents,
  ) {}

  async execute({ userId, from, to }: ChangeAccountRoleCommand): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const changed = await em.nativeUpdate(User, { id: userId, role: from }, { role: to, updatedAt: new Date() });
      if (changed === 1) this.events.publish(em, identityEvents.roleChanged(userId, to, from));
      return changed === 1;
    });
  }
}

@CommandHandler(SetSubscriptionCommand)
export class SetSubscriptionHandler implements ICommandHandler<SetSubscriptionCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, plan, status, expiresAt }: SetSubscriptionCommand): Promise<void> {
    await this.em.transactional((em) => em.nativeUpdate(
      User,
      { id: userId },
      { subscriptionPlan: plan, subscriptionStatus: status, subscriptionExpiresAt: expiresAt, updatedAt: new Date() },
    ));
  }
}
