import { Command } from '@nestjs/cqrs';
import type { AccountRole } from './user-values.js';

/**
 * Identity keeps what the access policy reads about an account (role, admin level,
 * subscription); billing decides upgrades and plans and sends these. Both handlers write
 * through the caller's transaction when there is one, so the caller's own rows and the
 * account change commit or roll back together.
 */

/** Changes the account type; answers false (and changes nothing) unless it was `from`. */
export class ChangeAccountRoleCommand extends Command<boolean> {
  constructor(
    readonly userId: string,
    readonly from: AccountRole,
    readonly to: AccountRole,
  ) {
    super();
  }
}

/** Records the paid plan and the end of its month. */
export class SetSubscriptionCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly plan: string,
    readonly status: 'active',
    readonly expiresAt: Date,
  ) {
    super();
  }
}
