import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hash, verify } from '@node-rs/argon2';
import { AppConfig } from '../../../platform/config/app-config.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { applyAdminBootstrap } from '../domain/admin-bootstrap.js';
import { ARGON2_OPTIONS } from '../domain/argon2-options.js';
import { invalidCredentials } from '../identity.errors.js';
import { normalizeEmail } from '../domain/password-policy.js';
import { identityEvents } from '../identity-events.js';
import { User } from '../user.entity.js';
import { SignInWithPasswordCommand } from './sign-in.command.js';

/** Verified against for unknown emails, so both answers take as long. */
const decoyHash = hash('decoy-password-for-timing', ARGON2_OPTIONS);

@CommandHandler(SignInWithPasswordCommand)
export class SignInWithPasswordHandler implements ICommandHandler<SignInWithPasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly events: IntegrationEvents,
  ) {}

  async execute({ email, password }: SignInWithPasswordCommand): Promise<User> {
    const user = await this.em.findOne(User, { email: normalizeEmail(email) });
    const matches = await verify(user?.passwordHash ?? (await decoyHash), password).catch(() => false);
    if (!user?.passwordHash || !matches) throw invalidCredentials();
    const restored = applyAdminBootstrap(user, this.config.ADMIN_EMAILS);
    if (restored) {
      this.events.publish(this.em, identityEvents.adminLevelChanged(user, restored.previous, null));
      // One flush is one transaction: the new level and its event commit together.
      await this.em.flush();
    }
    return user;
  }
}
