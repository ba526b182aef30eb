import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ExportedPerson, Exporter, type PersonalDataExporter } from '../../../platform/privacy/data-export.js';

/** Sharing's part of 'Download my data': every share link made, deleted ones included. */
@Injectable()
@Exporter('shareLinks')
export class SharingExporter implements PersonalDataExporter {
  export(em: EntityManager, { userId }: ExportedPerson) {
    return em.execute(
      `select id, purpose, access_level as "accessLevel", views, expires_at as "expiresAt", deleted_at as "deletedAt", created_at as "createdAt"
       from share_links where user_id = ? order by created_at, id`,
      [userId],
    );
  }
}
