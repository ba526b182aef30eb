import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ExportedPerson, Exporter, type PersonalDataExporter } from '../../../platform/privacy/data-export.js';

/** Support's part of 'Download my data': the person's support requests and the answers to them (never which admin wrote them). */
@Injectable()
@Exporter('support')
export class SupportExporter implements PersonalDataExporter {
  async export(em: EntityManager, { userId }: ExportedPerson) {
    const requests = await em.execute(
      `select r.id, r.category, r.subject, r.message, r.status, r.created_at as "createdAt", r.closed_at as "closedAt",
              coalesce((select json_agg(json_build_object('message', a.message, 'createdAt', a.created_at) order by a.created_at, a.id)
                        from support_replies a where a.request_id = r.id), '[]') as replies
       from support_requests r where r.employer_id = ? order by r.created_at, r.id`,
      [userId],
    );
    return { requests };
  }
}
