import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ExportedPerson, Exporter, type PersonalDataExporter } from '../../../platform/privacy/data-export.js';

/**
 * A conversation's thread, oldest first: who wrote ('you' or the other side), the text and when.
 * Both sides' messages: the person's own correspondence. Its one parameter is the person's id.
 */
const THREAD = `(select coalesce(json_agg(json_build_object('from', case when m.sender_id = ? then 'you' when m.sender_id = r.crew_id then 'crew' else 'employer' end,
    'message', m.message, 'createdAt', to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by m.created_at, m.id), '[]'::json)
  from contact_messages m where m.request_id = r.id)`;

/** Billing's part of 'Download my data': the company, credits, contact requests and verification reports, either side. */
@Injectable()
@Exporter('billing')
export class BillingExporter implements PersonalDataExporter {
  async export(em: EntityManager, { userId }: ExportedPerson) {
    const [company] = await em.execute(
      `select company_name as "companyName", company_type as "companyType", license_number as "licenseNumber", verified_at as "verifiedAt",
              verification_method as "verificationMethod", verified_domain as "verifiedDomain", verified_email as "verifiedEmail", created_at as "createdAt"
       from employer_companies where user_id = ?`,
      [userId],
    );
    const [credits, contactRequestsSent, contactRequestsReceived, reportsOrdered, reportsAboutYou] = await Promise.all([
      em.execute(`select amount, kind, description, reference, created_at as "createdAt" from credit_ledger where employer_id = ? order by id`, [userId]),
      em.execute(
        `select r.id, r.crew_id as "crewId", r.position, r.vessel, r.dates, r.message, r.status, r.created_at as "createdAt", r.responded_at as "respondedAt",
           r.withdrawn_at as "withdrawnAt", ${THREAD} as messages
         from contact_requests r where r.employer_id = ? order by r.created_at, r.id`,
        [userId, userId],
      ),
      em.execute(
        `select r.id, c.company_name as "companyName", r.position, r.vessel, r.dates, r.message, r.status, r.created_at as "createdAt", r.responded_at as "respondedAt",
           r.withdrawn_at as "withdrawnAt", ${THREAD} as messages
         from contact_requests r left join employer_companies c on c.user_id = r.employer_id where r.crew_id = ? order by r.created_at, r.id`,
        [userId, userId],
      ),
      em.execute(
        `select id, crew_name as "crewName", report_type as "reportType", status, sha256, created_at as "createdAt", issued_at as "issuedAt"
         from verification_reports where employer_id = ? order by created_at, id`,
        [userId],
      ),
      em.execute(
        `select id, company_name as "orderedBy", report_type as "reportType", status, sha256, created_at as "createdAt", issued_at as "issuedAt"
         from verification_reports where crew_id = ? order by created_at, id`,
        [userId],
      ),
    ]);
    return { company: company ?? null, credits, contactRequestsSent, contactRequestsReceived, verificationReportsOrdered: reportsOrdered, verificationReportsAboutYou: reportsAboutYou };
  }
}
