import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ExportedPerson, Exporter, type PersonalDataExporter } from '../../../platform/privacy/data-export.js';

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
        `select id, crew_id as "crewId", message, status, created_at as "createdAt", responded_at as "respondedAt" from contact_requests where employer_id = ? order by created_at, id`,
        [userId],
      ),
      em.execute(
        `select r.id, c.company_name as "companyName", r.message, r.status, r.created_at as "createdAt", r.responded_at as "respondedAt"
         from contact_requests r left join employer_companies c on c.user_id = r.employer_id where r.crew_id = ? order by r.created_at, r.id`,
        [userId],
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
