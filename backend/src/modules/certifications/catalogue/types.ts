/**
 * Types for the static certification catalogues (STCW, USCG, MCA, other flag
 * states and certificate equivalencies) shown on crew career profiles.
 */

export const STCW_CATEGORIES = [
  'Officer Endorsements (Deck)',
  'Officer Endorsements (Engine)',
  'Rating Endorsements (Deck)',
  'Rating Endorsements (Engine)',
  'Specialized Endorsements',
  'Basic Safety Training',
  'Advanced Safety Training',
  'Radio Communications',
  'Tanker Operations',
  'Passenger Ship Operations',
] as const;

export type StcwCategory = (typeof STCW_CATEGORIES)[number];

export type StcwLevel = 'Management' | 'Operational' | 'Support' | 'Basic' | 'Advanced';

export interface StcwEndorsement {
  id: string;
  name: string;
  /** STCW Convention regulation or Code section, e.g. 'STCW II/2' or 'STCW A-VI/1-1'. */
  code: string;
  category: StcwCategory;
  level: StcwLevel;
  description: string;
  requirements: string[];
}

export const USCG_CATEGORIES = [
  'Deck Officer',
  'Engine Officer',
  'Deck Rating',
  'Engine Rating',
  'Pilot',
  'Tankerman',
  'Uninspected Passenger Vessel',
] as const;

export type UscgCategory = (typeof USCG_CATEGORIES)[number];

export interface UscgLicense {
  id: string;
  name: string;
  /** 46 CFR section reference, e.g. '46 CFR 11.404'. */
  code: string;
  category: UscgCategory;
  tonnage?: string;
  horsepower?: string;
  route?: string;
  limitations?: string[];
  description: string;
}

export const MCA_CATEGORIES = [
  'Deck Officer',
  'Engine Officer',
  'Electro-Technical Officer',
  'Deck Rating',
  'Engine Rating',
  'Radio Officer',
  'Yacht Officer',
  'Pilot',
] as const;

export type McaCategory = (typeof MCA_CATEGORIES)[number];

export interface McaCertificate {
  id: string;
  name: string;
  code: string;
  category: McaCategory;
  tonnage?: string;
  power?: string;
  route?: string;
  limitations?: string[];
  description: string;
  /** STCW regulation the certificate is issued under, e.g. 'STCW II/2'. */
  equivalentSTCW: string;
}

export interface OtherAuthorityCertificate {
  id: string;
  name: string;
  code: string;
  authority: string;
  country: string;
  category: string;
  level: 'Management' | 'Operational';
  description: string;
  equivalentSTCW: string;
}

export const EQUIVALENCY_VALIDITIES = [
  '5 years',
  '5 years subject to medical renewal',
  'Matches underlying certificate',
] as const;

export type EquivalencyValidity = (typeof EQUIVALENCY_VALIDITIES)[number];

export interface CertificateEquivalency {
  id: string;
  fromAuthority: string;
  fromCertificate: string;
  toAuthority: string;
  toCertificate: string;
  limitations: string[];
  requirements: string[];
  validity: EquivalencyValidity;
}

export interface CertificationCatalogue {
  stcwEndorsements: StcwEndorsement[];
  uscgLicenses: UscgLicense[];
  mcaCertificates: McaCertificate[];
  otherAuthorities: OtherAuthorityCertificate[];
  cocEquivalencies: CertificateEquivalency[];
  /** Crew position title -> recommended STCW endorsement ids. */
  recommendedEndorsements: Record<string, string[]>;
  /** STCW endorsement ids every seafarer must hold (STCW VI/1 and VI/6 basic training). */
  mandatoryBasicTraining: string[];
}
