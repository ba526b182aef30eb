import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ExportedPerson, Exporter, type PersonalDataExporter } from '../../../platform/privacy/data-export.js';
import { iso } from '../read/sql.js';

/** What a review says, either side: the rating, the words and the assessments. */
const REVIEW_FIELDS = `id, status, is_verified as "isVerified", is_hidden as "isHidden", rating, text, context, duration, skills,
  technical_skills as "technicalSkills", work_ethic as "workEthic", communication, professionalism, recommendation,
  reviewer_name as "reviewerName", reviewer_work_position as "reviewerWorkPosition", reviewer_position as "reviewerPosition",
  reviewer_vessel as "reviewerVessel", reviewer_company as "reviewerCompany", served_together as "servedTogether",
  service_confirmed as "serviceConfirmed", ${iso('created_at')} as "createdAt"`;

/** Reviews' part of 'Download my data': the requests and reviews on both sides, from the read tables (plaintext, not the sealed log). */
@Injectable()
@Exporter('reviews')
export class ReviewsExporter implements PersonalDataExporter {
  async export(em: EntityManager, { userId, email }: ExportedPerson) {
    const [requestsSent, requestsReceived, reviewsReceived, reviewsWritten] = await Promise.all([
      em.execute(
        `select id, reviewer_email as "reviewerEmail", context, duration, message, state, email_status as "emailStatus", ${iso('created_at')} as "createdAt"
         from review_requests where requester_id = ? order by created_at, id`,
        [userId],
      ),
      // Requests sent to the person's address, by anyone: who asked, not the requester's contact details.
      em.execute(
        `select id, requester_name as "requesterName", requester_position as "requesterPosition", context, duration, message, state, ${iso('created_at')} as "createdAt"
         from review_requests where lower(reviewer_email) = lower(?) order by created_at, id`,
        [email],
      ),
      // Reviews of the person: what colleagues wrote, without the reviewers' addresses or networks.
      em.execute(`select ${REVIEW_FIELDS} from reviews where reviewee_id = ? order by created_at, id`, [userId]),
      // Reviews the person wrote: with the address and network they wrote from, which are theirs.
      em.execute(
        `select ${REVIEW_FIELDS}, reviewee_id as "revieweeId", reviewer_email as "reviewerEmail", ip_address as "ipAddress" from reviews where reviewer_id = ? order by created_at, id`,
        [userId],
      ),
    ]);
    return { requestsSent, requestsReceived, reviewsReceived, reviewsWritten };
  }
}
