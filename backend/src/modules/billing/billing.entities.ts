import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { COMPANY_VERIFICATION_METHODS, type CompanyVerificationMethod } from '@crew/contracts/companies';
import { COMPANY_TYPES, type CompanyType, METERED_FEATURES, type MeteredFeature } from '@crew/contracts/plans';
import { ContactMessage } from './contact-requests/contact-message.entity.js';
import { CompanyDomainConfirmation } from './company-verification/company-domain-confirmation.entity.js';
import { ContactRequest } from './contact-requests/contact-request.entity.js';
import { LEDGER_KINDS, type LedgerKind } from './domain/ledger.js';
import { VerificationReport } from './verification-reports/verification-report.entity.js';

/**
 * The company behind an employer or agency account (spec: Employer upgrade payload). Unverified
 * until its owner confirms an address on its web domain or an admin checks its licence
 * (DESIGN.md, "Companies"); the row says how, when and by whom (ADR 0038).
 */
@Entity({ tableName: 'employer_companies' })
@Check({ name: 'employer_companies_verification_complete', expression: '(verified_at is null) = (verification_method is null)' })
export class EmployerCompany {
  [OptionalProps]?: 'licenseNumber' | 'verifiedAt' | 'verificationMethod' | 'verifiedBy' | 'verifiedDomain' | 'verifiedEmail' | 'createdAt';

  /** One company per account: the primary key is what refuses a second upgrade. */
  @PrimaryKey({ type: 'uuid' })
  userId: string;

  @Property({ type: 'string', length: 120 })
  companyName: string;

  @Enum({ items: () => COMPANY_TYPES })
  companyType: CompanyType;

  @Property({ type: 'string', length: 60, nullable: true })
  licenseNumber: string | null = null;

  /** Set while the company is verified (shown to crew, on reports and on /verify); null is 'Unverified company'. */
  @Property({ type: 'datetime', nullable: true })
  verifiedAt: Date | null = null;

  @Enum({ items: () => COMPANY_VERIFICATION_METHODS, nullable: true })
  verificationMethod: CompanyVerificationMethod | null = null;

  /** The admin who verified it (method 'admin'); their reason is in the audit log. */
  @Property({ type: 'uuid', nullable: true })
  verifiedBy: string | null = null;

  /** The web domain proven by a confirmed address on it (method 'domain_email'), and that address. */
  @Property({ type: 'string', length: 253, nullable: true })
  verifiedDomain: string | null = null;

  @Property({ type: 'string', length: 254, nullable: true })
  verifiedEmail: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/**
 * One grant or spend of credits (whole US dollars: every price and pack is whole). Append-only
 * in the database itself, like the review log; the balance is kept beside it.
 */
@Entity({
  tableName: 'credit_ledger',
  triggers: [
    {
      name: 'credit_ledger_append_only',
      timing: 'before',
      events: ['update', 'delete'],
      forEach: 'row',
      body: `raise exception 'credit_ledger is append-only: % is not allowed', tg_op using errcode = 'restrict_violation';`,
    },
  ],
})
@Index({ properties: ['employerId', 'createdAt'] })
export class CreditLedgerEntry {
  [OptionalProps]?: 'id' | 'reference' | 'createdAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id: string;

  @Property({ type: 'uuid' })
  employerId: string;

  /** Positive for a grant, negative for a spend. */
  @Property({ type: 'integer' })
  amount: number;

  @Enum({ items: () => LEDGER_KINDS })
  kind: LedgerKind;

  @Property({ type: 'string', length: 200 })
  description: string;

  /** What it was for: a plan id, a report id. */
  @Property({ type: 'string', length: 100, nullable: true })
  reference: string | null = null;

  /** A retried request with the same key is recorded once. */
  @Property({ type: 'string', length: 100 })
  @Unique()
  idempotencyKey: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date;
}

/** The sum of an employer's ledger, kept in the same transaction as each entry. */
@Entity({ tableName: 'credit_balances' })
@Check({ name: 'credit_balances_balance_not_negative', expression: 'balance >= 0' })
export class CreditBalance {
  @PrimaryKey({ type: 'uuid' })
  employerId: string;

  @Property({ type: 'integer' })
  balance: number;
}

/**
 * How much of a metered feature an employer used in one month ('2026-11'); no reset job needed.
 * The sum of its allowance_uses, kept by the statement that records each.
 */
@Entity({ tableName: 'usage_counters' })
export class UsageCounter {
  @PrimaryKey({ type: 'uuid' })
  employerId: string;

  @Enum({ items: () => METERED_FEATURES, primary: true })
  feature: MeteredFeature;

  @PrimaryKey({ type: 'string', length: 7 })
  period: string;

  @Property({ type: 'integer' })
  used: number;
}

export const ALLOWANCE_USE_KINDS = ['use', 'give-back', 'carried-over'] as const;
export type AllowanceUseKind = (typeof ALLOWANCE_USE_KINDS)[number];

/**
 * One change of a monthly allowance counter, written by the statement that changes the counter:
 * a unit used (+1), a unit given back (-1, a report that could not be built), or a month's count
 * carried over from before the changes were recorded. usage_counters is their sum per employer,
 * feature and month, which the consistency check rebuilds from here (ADR 0044). Append-only,
 * like the credit ledger, and it outlives accounts as the counters do. It names no crew member:
 * a profile view's crew member is in profile_views_counted, which an erasure may empty.
 */
@Entity({
  tableName: 'allowance_uses',
  triggers: [
    {
      name: 'allowance_uses_append_only',
      timing: 'before',
      events: ['update', 'delete'],
      forEach: 'row',
      body: `raise exception 'allowance_uses is append-only: % is not allowed', tg_op using errcode = 'restrict_violation';`,
    },
  ],
})
@Index({ properties: ['employerId', 'feature', 'period'] })
export class AllowanceUse {
  [OptionalProps]?: 'id' | 'reference' | 'createdAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id: string;

  @Property({ type: 'uuid' })
  employerId: string;

  @Enum({ items: () => METERED_FEATURES })
  feature: MeteredFeature;

  @Property({ type: 'string', length: 7 })
  period: string;

  /** +1 for a use, -1 for a unit given back, the month's count for a carried-over entry. */
  @Property({ type: 'integer' })
  units: number;

  @Enum({ items: () => ALLOWANCE_USE_KINDS })
  kind: AllowanceUseKind;

  /** What used it, when it has an id of its own: a verification report, a contact request. */
  @Property({ type: 'string', length: 100, nullable: true })
  reference: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date;
}

/** A crew profile an employer opened in a month: counted against the plan once per month. */
@Entity({ tableName: 'profile_views_counted' })
@Index({ properties: ['employerId', 'countedAt'] })
export class ProfileViewCounted {
  [OptionalProps]?: 'countedAt';

  @PrimaryKey({ type: 'uuid' })
  employerId: string;

  @PrimaryKey({ type: 'uuid' })
  crewId: string;

  @PrimaryKey({ type: 'string', length: 7 })
  period: string;

  /** When it was first opened that month: the analytics tab counts views by week. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  countedAt: Date;
}

/** The billing module's persisted entities (composed into one schema in src/entities.ts). */
export const billingEntities = [EmployerCompany, CreditLedgerEntry, CreditBalance, UsageCounter, AllowanceUse, ProfileViewCounted, ContactRequest, ContactMessage, VerificationReport, CompanyDomainConfirmation];
