import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ForbiddenException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { verify } from '@node-rs/argon2';
import { DeleteUserCommand } from '../contracts/admin.js';
import { accountDeletionRefusal } from '../domain/admin-level-rules.js';
import { User } from '../user.entity.js';
import { AccountDeletion } from './account-deletion.js';
import { DeleteOwnAccountCommand } from './delete-account.command.js';

export const WRONG_PASSWORD = 'Incorrect password';
export const NO_PASSWORD =
  'This account signs in with emailed links and has no password: set one in Profile settings first, or ask an admin to delete the account';

@CommandHandler(DeleteOwnAccountCommand)
export class DeleteOwnAccountHandler implements ICommandHandler<DeleteOwnAccountCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly deletion: AccountDeletion,
  ) {}

  async execute({ userId, password }: DeleteOwnAccountCommand): Promise<void> {
    const afterCommit = await this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { id: userId });
      if (!user) throw new UnauthorizedException('Unauthorized');
      if (!user.passwordHash) throw new BadRequestException(NO_PASSWORD);
      if (!(await verify(user.passwordHash, password).catch(() => false))) throw new BadRequestException(WRONG_PASSWORD);
      return this.deletion.delete(em, user, userId);
    });
    await afterCommit();
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
      // Locking every super_admin row: two super admins deleting each other cannot both see "one other left".
      const superAdmins = await em.execute<Array<{ id: string }>>(`select id from users where admin_level = 'super_admin' order by id for update`);
      const target = await em.findOne(User, { id: userId });
      if (!target) throw new NotFoundException('User not found');
      const refusal = accountDeletionRefusal(actorId, userId, target.adminLevel, superAdmins.filter((row) => row.id !== userId).length);
      if (refusal) throw new ForbiddenException(refusal);
      return this.deletion.delete(em, target, actorId);
    });
    // Sessions end once the caller's transaction has committed too (the admin controller's is the outer one).
    await afterCommit();
  }
}
