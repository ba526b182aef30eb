import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ExportedPerson, Exporter, type PersonalDataExporter } from '../../../platform/privacy/data-export.js';

/**
 * Moderation's part of 'Download my data': what admins did to the account, and what the person
 * did as an admin. Not which admin, nor from where: those are the admins' own data.
 */
@Injectable()
@Exporter('adminActions')
export class ModerationExporter implements PersonalDataExporter {
  async export(em: EntityManager, { userId }: ExportedPerson) {
    const [onYourAccount, byYou] = await Promise.all([
      em.execute(
        `select action, details, occurred_at as "occurredAt" from admin_audit_log where target_type = 'user' and target_id = ? order by id`,
        [userId],
      ),
      em.execute(
        `select action, target_type as "targetType", target_id as "targetId", details, occurred_at as "occurredAt" from admin_audit_log where actor_id = ? order by id`,
        [userId],
      ),
    ]);
    return { onYourAccount, byYou };
  }
}
