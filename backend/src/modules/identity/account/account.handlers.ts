import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ChangeAccountRoleCommand, SetSubscriptionCommand } from '../contracts/account.commands.js';
import { User } from '../user.entity.js';

// `this.em` (not a fork) resolves to the caller's transaction when the command is sent from
// inside one (MikroORM's transaction context), which is what makes the change atomic with it.

@CommandHandler(ChangeAccountRoleCommand)
export class ChangeAccountRoleHandler implements ICommandHandler<ChangeAccountRoleCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, from, to }: ChangeAccountRoleCommand): Promise<boolean> {
    const changed = await this.em.nativeUpdate(User, { id: userId, role: from }, { role: to, updatedAt: new Date() });
    return changed === 1;
  }
}

@CommandHandler(SetSubscriptionCommand)
export class SetSubscriptionHandler implements ICommandHandler<SetSubscriptionCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, plan, status, expiresAt }: SetSubscriptionCommand): Promise<void> {
    await this.em.nativeUpdate(
      User,
      { id: userId },
      { subscriptionPlan: plan, subscriptionStatus: status, subscriptionExpiresAt: expiresAt, updatedAt: new Date() },
    );
  }
}
