import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { Erasure } from '../../../platform/privacy/erasure.js';
import { ObjectStorage } from '../../../platform/storage/object-storage.js';
import { stagingKey } from '../profile-photo/upload-rules.js';
import { identityEvents } from '../identity-events.js';
import { UserSessions } from '../session/sessions.js';
import type { User } from '../user.entity.js';

/**
 * Deletes an account (DESIGN.md, "Account deletion"; ADR 0019), in the caller's transaction:
 * every module erases its part, the person's keys are destroyed, the users row goes (sign-in
 * tokens, uploads, share links, employer details and data exports cascade). Returns what must
 * wait for the commit: ending the sessions and removing the stored photo and data files.
 */
@Injectable()
export class AccountDeletion {
  private readonly logger = new Logger(AccountDeletion.name);

  constructor(
    private readonly erasure: Erasure,
    private readonly events: IntegrationEvents,
    private readonly sessions: UserSessions,
    private readonly storage: ObjectStorage,
  ) {}

  async delete(em: EntityManager, user: User, deletedBy: string): Promise<() => Promise<void>> {
    const uploads = await em.execute<Array<{ id: string }>>('select id from object_uploads where user_id = ?', [user.id]);
    const dataFiles = await em.execute<Array<{ object_key: string }>>('select object_key from data_exports where user_id = ? and object_key is not null', [user.id]);
    // Addresses the account held before an email change (both sides of each confirmed change), unless another account holds one now.
    const former = await em.execute<Array<{ email: string }>>(
      `select distinct e.email from email_changes c cross join lateral (values (c.old_email), (c.new_email)) as e(email)
       where c.user_id = ? and c.confirmed_at is not null and e.email <> ? and not exists (select 1 from users u where u.email = e.email and u.id <> c.user_id)`,
      [user.id, user.email],
    );
    const forgetJobs = await this.erasure.erase(em, {
      userId: user.id, email: user.email, formerEmails: former.map((f) => f.email), firstName: user.firstName, lastName: user.lastName, deletedBy,
    });
    await em.execute('delete from users where id = ?', [user.id]);
    this.events.publish(em, identityEvents.accountDeleted(user.id, deletedBy));
    em.getUnitOfWork().unsetIdentity(user);
    await em.flush();
    return async () => {
      await this.sessions.endAll(user.id);
      await forgetJobs();
      // The staging key too: a direct upload to an S3 bucket that was never set as the photo stays there.
      for (const key of uploads.flatMap(({ id }) => [id, stagingKey(id)])) {
        await this.storage.delete(key).catch((error: unknown) => this.logger.warn(`Photo ${key} of a deleted account was not removed: ${String(error)}`));
      }
      for (const { object_key } of dataFiles) {
        await this.storage.delete(object_key).catch((error: unknown) => this.logger.warn(`Data export ${object_key} of a deleted account was not removed: ${String(error)}`));
      }
    };
  }
}
