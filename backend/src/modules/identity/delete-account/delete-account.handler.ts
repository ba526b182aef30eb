import { userActionRefusal } from '@crew/contracts/admin-rights';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeleteUserCommand, ReapplyAccountDeletionCommand } from '../contracts/admin.js';
import { User } from '../user.entity.js';
import { lockActorAndTarget } from '../account/lock-actor-and-target.js';
import { AccountDeletion } from './account-deletion.js';
import { SignInLinks } from '../email-link/sign-in-links.js';
import { checkDeletionConfirmation } from './deletion-confirmation.js';
import { DeleteOwnAccountCommand, RequestAccountDeletionEmailCommand } from './delete-account.command.js';

export const HAS_PASSWORD = 'This account has a password: confirm the deletion with it';

@CommandHandler(DeleteOwnAccountCommand)
export class DeleteOwnAccountHandler implements ICommandHandler<DeleteOwnAccountCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly deletion: AccountDeletion,
  ) {}

  async execute({ userId, confirmation }: DeleteOwnAccountCommand): Promise<void> {
    const afterCommit = await this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { id: userId });
      if (!user) throw new UnauthorizedException('Unauthorized');
      await checkDeletionConfirmation(em, user, confirmation);
      return this.deletion.delete(em, user, userId);
    });
    await afterCommit();
  }
}

@CommandHandler(RequestAccountDeletionEmailCommand)
export class RequestAccountDeletionEmailHandler implements ICommandHandler<RequestAccountDeletionEmailCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly links: SignInLinks,
  ) {}

  async execute({ userId }: RequestAccountDeletionEmailCommand): Promise<string> {
    return this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { id: userId });
      if (!user) throw new UnauthorizedException('Unauthorized');
      if (user.passwordHash) throw new ConflictException(HAS_PASSWORD);
      this.links.sendAccountDeletionLink(em, user);
      return user.email;
    });
  }
}

@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly deletion: AccountDeletion,
  ) {}

  async execute({ actorId, userId }: DeleteUserCommand): Promise<void> {
    const afterCommit = await this.em.transactional(async (em) => {
      const { actor, target } = await lockActorAndTarget(em, actorId, userId);
      if (!target) throw new NotFoundException('User not found');
      const refusal = userActionRefusal({ id: actorId, adminLevel: actor?.adminLevel ?? null }, target, 'delete');
      if (refusal) throw new ForbiddenException(refusal);
      // The database refuses the deletion of the last super_admin (user.entity.ts).
      return this.deletion.delete(em, target, actorId);
    });
    // Sessions end once the caller's transaction has committed too (the admin controller's is the outer one).
    await afterCommit();
  }
}

@CommandHandler(ReapplyAccountDeletionCommand)
export class ReapplyAccountDeletionHandler implements ICommandHandler<ReapplyAccountDeletionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly deletion: AccountDeletion,
  ) {}

  async execute({ userId, deletedBy }: ReapplyAccountDeletionCommand): Promise<boolean> {
    const afterCommit = await this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      return user ? this.deletion.delete(em, user, deletedBy) : null;
    });
    if (!afterCommit) return false;
    await afterCommit();
    return true;
  }
}
