import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hash, verify } from '@node-rs/argon2';
import { OperatorAccess } from '../account/operator-access.js';
import { ARGON2_OPTIONS } from '../domain/argon2-options.js';
import { accountSuspended, invalidCredentials } from '../identity.errors.js';
import { normalizeEmail } from '../domain/password-policy.js';
import { User } from '../user.entity.js';
import { SignInWithPasswordCommand } from './sign-in.command.js';

/** Verified against for unknown emails, so both answers take as long. */
const decoyHash = hash('decoy-password-for-timing', ARGON2_OPTIONS);

@CommandHandler(SignInWithPasswordCommand)
export class SignInWithPasswordHandler implements ICommandHandler<SignInWithPasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly operator: OperatorAccess,
  ) {}

  async execute({ email, password }: SignInWithPasswordCommand): Promise<User> {
    const user = await this.em.findOne(User, { email: normalizeEmail(email) });
    const matches = await verify(user?.passwordHash ?? (await decoyHash), password).catch(() => false);
    if (!user?.passwordHash || !matches) throw invalidCredentials();
    if (this.operator.restore(this.em, user)) {
      // One flush is one transaction: the restored access and its events commit together.
      await this.em.flush();
    }
    if (user.suspendedAt) throw accountSuspended();
    return user;
  }
}
