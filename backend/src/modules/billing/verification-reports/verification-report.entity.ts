import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { COMPANY_TYPES, type CompanyType } from '@crew/contracts/plans';
import { randomUUID } from 'node:crypto';
import type { ReportSnapshot } from './report-snapshot.js';

export const REPORT_TYPES = ['background_check'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * A verification report an employer ordered on a crew member (DESIGN.md, "Employers"). The
 * worker renders the PDF from the snapshot taken at ordering; once built, the report is never
 * edited (a trigger refuses it): its SHA-256 is what anyone holding the file checks at
 * /verify/{id}, and a new order makes a new report.
 */
@Entity({
  tableName: 'verification_reports',
  triggers: [
    {
      name: 'verification_reports_issued_are_final',
      timing: 'before',
      events: ['update'],
      forEach: 'row',
      // Only an account deletion touches an issued report: it forgets the crew member's name and the file (ADR 0019).
      body: `if old.status <> 'pending' and (new.status, new.sha256, new.issued_at, new.employer_id, new.company_name, new.report_type, new.created_at)
        is distinct from (old.status, old.sha256, old.issued_at, old.employer_id, old.company_name, old.report_type, old.created_at) then
        raise exception 'verification report % is issued and final', old.id using errcode = 'restrict_violation';
      end if;
      return new;`,
    },
  ],
})
@Index({ properties: ['employerId', 'createdAt'] })
@Index({ properties: ['crewId'] })
export class VerificationReport {
  [OptionalProps]?: 'id' | 'status' | 'createdAt' | 'issuedAt' | 'sha256' | 'byteSize' | 'pdfKey' | 'failureReason' | 'companyType' | 'companyVerified';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  employerId: string;

  /** Null once the crew member deleted their account. */
  @Property({ type: 'uuid', nullable: true })
  crewId: string | null;

  @Enum({ items: () => REPORT_TYPES })
  reportType: ReportType;

  @Enum({ items: () => REPORT_STATUSES, default: 'pending' })
  status: ReportStatus = 'pending';

  /** The ordering company as printed on the report. */
  @Property({ type: 'string', length: 201 })
  companyName: string;

  @Enum({ items: () => COMPANY_TYPES, nullable: true })
  companyType: CompanyType | null = null;

  @Property({ type: 'boolean', default: false })
  companyVerified: boolean = false;

  /** Null once the crew member deleted their account. */
  @Property({ type: 'string', length: 201, nullable: true })
  crewName: string | null;

  /** What the report states, kept until the PDF is built (then the file is the record). */
  @Property({ type: 'json', nullable: true })
  snapshot: ReportSnapshot | null;

  /** The allowance month the order was counted in ('2026-11'), given back if the build fails. */
  @Property({ type: 'string', length: 7 })
  usagePeriod: string;

  @Property({ type: 'string', length: 140, nullable: true })
  pdfKey: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  sha256: string | null = null;

  @Property({ type: 'integer', nullable: true })
  byteSize: number | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  failureReason: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  issuedAt: Date | null = null;
}
