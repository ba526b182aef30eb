import type { CertificateKeyKind } from './certificate-key.js';
import type { CertificateStatus } from './certificate-status.js';

/** A held certification as far as the 'STCW Certified' badge is concerned. */
export interface CertificationStanding {
  kind: CertificateKeyKind;
  /** The catalogue code; null for free text and for an id the catalogue no longer has. */
  code: string | null;
  /** From the recorded expiry date; null when none is recorded. */
  status: CertificateStatus | null;
}

/**
 * The one rule behind 'STCW Certified': the person holds at least one STCW endorsement from the
 * catalogue that has not expired. Free-text certifications (a medical typed in by hand), other
 * authorities' certificates and expired endorsements never earn it. An endorsement without a
 * recorded expiry date counts: nothing says it lapsed.
 */
export function isStcwCertified(certifications: readonly CertificationStanding[]): boolean {
  return certifications.some((c) => c.kind === 'stcwEndorsements' && c.code !== null && c.status !== 'expired');
}
