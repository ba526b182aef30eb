/**
 * The certification catalogues as GET /api/certifications/catalogue serves them
 * (mirrors backend/src/modules/certifications/catalogue/types.ts; features never import
 * the backend, so the shapes are restated here).
 */
export interface StcwEndorsement {
  id: string;
  name: string;
  /** e.g. 'STCW II/2' */
  code: string;
  category: string;
  level: string;
  description: string;
  requirements: string[];
}

export interface UscgLicense {
  id: string;
  name: string;
  /** 46 CFR section, e.g. '46 CFR 11.404' */
  code: string;
  category: string;
  tonnage?: string;
  horsepower?: string;
  route?: string;
  limitations?: string[];
  description: string;
}

export interface McaCertificate {
  id: string;
  name: string;
  code: string;
  category: string;
  tonnage?: string;
  power?: string;
  route?: string;
  limitations?: string[];
  description: string;
  equivalentSTCW: string;
}

export interface OtherAuthorityCertificate {
  id: string;
  name: string;
  code: string;
  authority: string;
  country: string;
  category: string;
  level: string;
  description: string;
  equivalentSTCW: string;
}

export interface CertificateEquivalency {
  id: string;
  fromAuthority: string;
  fromCertificate: string;
  toAuthority: string;
  toCertificate: string;
  limitations: string[];
  requirements: string[];
  validity: string;
}

export interface CertificationCatalogue {
  stcwEndorsements: StcwEndorsement[];
  uscgLicenses: UscgLicense[];
  mcaCertificates: McaCertificate[];
  otherAuthorities: OtherAuthorityCertificate[];
  cocEquivalencies: CertificateEquivalency[];
  /** Position title (e.g. 'Chief Officer') -> recommended STCW endorsement ids. */
  recommendedEndorsements: Record<string, string[]>;
  /** The five basic-training ids every seafarer holds. */
  mandatoryBasicTraining: string[];
}
