import { Query } from '@nestjs/cqrs';
import type { CertificateStatus } from '../domain/certificate-status.js';

/**
 * A person's certificate details as anyone but the person may see them (e.g. a verification
 * report, later): the number masked to its last four characters, and no scan.
 */
export interface CertificateSummary {
  key: string;
  numberMasked: string | null;
  authority: string | null;
  issueDate: string | null;
  expiryDate: string | null;
  status: CertificateStatus | null;
  hasScan: boolean;
}

/** Details of the certifications the person holds now, keyed as in the wallet. */
export class GetCertificateSummariesQuery extends Query<CertificateSummary[]> {
  constructor(readonly userId: string) {
    super();
  }
}
