import type { ContactStatus } from '@crew/contracts/contact';
import type { CompanyVerificationMethod } from '@crew/contracts/companies';
import type { CompanyType } from '@crew/contracts/plans';
import { Query } from '@nestjs/cqrs';

export interface AdminContactRequest {
  id: string;
  crewId: string;
  status: ContactStatus;
  createdAt: string;
  respondedAt: string | null;
}

/** An employer's or agency's billing as an admin reads it (plan and expiry are identity's, on the account). */
export interface AdminBillingView {
  company: {
    name: string;
    type: CompanyType;
    /** What the admin checks before verifying (for agencies, the MLC 2006 recruitment and placement service licence). */
    licenseNumber: string | null;
    verified: boolean;
    /** How and when; who and why are in the audit log. */
    verification: { method: CompanyVerificationMethod; verifiedAt: string; domain: string | null } | null;
  } | null;
  /** Dollars of credit left (the ledger's balance). */
  creditsBalance: number;
  contactRequests: {
    total: number;
    pending: number;
    accepted: number;
    declined: number;
    /** The latest few, newest first. */
    recent: AdminContactRequest[];
  };
}

/** For admins: one account's company, credits and contact requests sent. */
export class GetBillingForAdminQuery extends Query<AdminBillingView> {
  constructor(
    readonly userId: string,
    readonly recent = 10,
  ) {
    super();
  }
}
