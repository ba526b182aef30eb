import type { CompanyVerificationMethod } from '@crew/contracts/companies';
import type { ModerationReason } from '@crew/contracts/moderation';
import type { CompanyType } from '@crew/contracts/plans';
import { Command, Query } from '@nestjs/cqrs';

/** An employer's or agency's company as its owner reads it on the Employer page. */
export interface CompanyView {
  name: string;
  type: CompanyType;
  licenseNumber: string | null;
  verified: boolean;
  /** How and when it was verified; null while it is an 'Unverified company'. */
  verification: {
    method: CompanyVerificationMethod;
    verifiedAt: string;
    /** The web domain an address was confirmed on (method domain_email). */
    domain: string | null;
    email: string | null;
  } | null;
  /** A link mailed to an address on the company's domain and not followed yet. */
  pendingDomainEmail: { email: string; domain: string; expiresAt: string } | null;
}

/** The company of this account, or null (a crew account, or an employer made by an admin without one). */
export class GetCompanyQuery extends Query<CompanyView | null> {
  constructor(readonly userId: string) {
    super();
  }
}

/**
 * An admin verifies a company after checking its licence (DESIGN.md, "Companies"); its owner is
 * emailed. The caller (the admin area) audits it with the reason in the same transaction.
 */
export class VerifyCompanyCommand extends Command<CompanyView> {
  constructor(
    readonly adminId: string,
    readonly userId: string,
    readonly reason: ModerationReason,
  ) {
    super();
  }
}

/** An admin withdraws a company's verification: it is an 'Unverified company' again; its owner is emailed. */
export class RevokeCompanyVerificationCommand extends Command<CompanyView> {
  constructor(
    readonly adminId: string,
    readonly userId: string,
    readonly reason: ModerationReason,
  ) {
    super();
  }
}
