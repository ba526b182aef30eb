import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { OperatorAccess } from '../account/operator-access.js';
import { hashToken, SignInLinks } from '../email-link/sign-in-links.js';
import { identityEvents } from '../identity-events.js';
import { UserSessions } from '../session/sessions.js';
import { User } from '../user.entity.js';
import { factorRecoveryLinkMail } from './second-factor-mails.js';
import { SecondFactors } from './second-factors.js';

export const RECOVERY_LINK_MINUTES = 30;
export const RECOVERY_LINK_SENT =
  'If this account can recover its second factors by email, a link is on its way. Otherwise use a recovery code, or ask the support team to reset your second factors.';

/**
 * The operator's way back (DESIGN.md, "Second factors"): an address listed in ADMIN_EMAILS
 * that lost every second factor proves itself twice, by its password or a sign-in link and
 * then by a second, single-use link, which removes its factors (announced, so the audit log
 * records it) and signs it in to set up a new one. Any other account is told the same and
 * gets nothing: a super admin resets it after checking who asks.
 */
@Injectable()
export class FactorRecovery {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly links: SignInLinks,
    private readonly mail: MailService,
    private readonly factors: SecondFactors,
    private readonly events: IntegrationEvents,
    private readonly operator: OperatorAccess,
    private readonly sessions: UserSessions,
  ) {}

  canRecover(user: Pick<User, 'email' | 'emailVerifiedAt'>): boolean {
    return user.emailVerifiedAt !== null && this.config.ADMIN_EMAILS.includes(user.email);
  }

  async sendLink(userId: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { id: userId });
      if (!user || !this.canRecover(user)) return;
      const token = this.links.newToken(em, user, '/', RECOVERY_LINK_MINUTES * 60_000, 'recover-factors');
      this.mail.queue(em, factorRecoveryLinkMail(user, `${this.config.APP_URL}/api/auth/sign-in/recover/${token}`, RECOVERY_LINK_MINUTES));
    });
  }

  /** Uses the link: removes every factor and ends the account's sessions; answers the user id, or null for a bad link. */
  async recover(token: string): Promise<string | null> {
    if (!/^[\w-]{20,100}$/.test(token)) return null;
    const userId = await this.em.fork().transactional(async (em) => {
      const rows: Array<{ user_id: string }> = await em.execute(
        `update sign_in_tokens set used_at = now() where token_hash = ? and purpose = 'recover-factors' and used_at is null and expires_at > now() returning user_id`,
        [hashToken(token)],
      );
      const user = rows.length ? await em.findOne(User, { id: rows[0].user_id }) : null;
      // Still listed? The operator may have taken the address off ADMIN_EMAILS since.
      if (!user || !this.canRecover(user)) return null;
      await this.factors.removeAll(em, user.id);
      this.events.publish(em, identityEvents.secondFactorsReset(user.id, null));
      this.operator.restore(em, user);
      return user.id;
    });
    if (userId) await this.sessions.endAll(userId);
    return userId;
  }
}
