/**
 * Company verification (DESIGN.md, "Companies"): a company is unverified until its owner
 * confirms an email address on the company's own web domain, or an admin verifies it after
 * checking its licence (for recruitment agencies, the MLC 2006 recruitment and placement
 * service licence). Crew, the report and /verify say 'Unverified company' until then.
 */
export const COMPANY_VERIFICATION_METHODS = ['domain_email', 'admin'] as const;
export type CompanyVerificationMethod = (typeof COMPANY_VERIFICATION_METHODS)[number];

export const COMPANY_VERIFICATION_METHOD_LABELS: Record<CompanyVerificationMethod, string> = {
  domain_email: 'An email address on its own web domain was confirmed',
  admin: 'Checked by a Crew Reviews administrator',
};

/** The words every place uses: crew's contact requests, the report PDF, /verify, the Employer page. */
export const VERIFIED_COMPANY = 'Verified company';
export const UNVERIFIED_COMPANY = 'Unverified company';

/** What 'unverified' means, for whoever reads the mark. */
export const UNVERIFIED_COMPANY_EXPLAINED =
  'Crew Reviews has not yet confirmed that this company is who it says it is (by an email address on its own web domain or by checking its licence).';

/** How long a link sent to a domain address works. */
export const DOMAIN_EMAIL_LINK_HOURS = 24;
