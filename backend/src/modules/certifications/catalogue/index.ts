import { cocEquivalencies } from './equivalencies.js';
import { mcaCertificates } from './mca.js';
import { otherAuthorityCertificates } from './other-authorities.js';
import { mandatoryBasicTraining, recommendedEndorsements } from './recommended.js';
import { stcwEndorsements } from './stcw.js';
import type { CertificationCatalogue } from './types.js';
import { uscgLicenses } from './uscg.js';

export type {
  CertificateEquivalency,
  CertificationCatalogue,
  EquivalencyValidity,
  McaCategory,
  McaCertificate,
  OtherAuthorityCertificate,
  StcwCategory,
  StcwEndorsement,
  StcwLevel,
  UscgCategory,
  UscgLicense,
} from './types.js';
export { EQUIVALENCY_VALIDITIES, MCA_CATEGORIES, STCW_CATEGORIES, USCG_CATEGORIES } from './types.js';
export {
  cocEquivalencies,
  mandatoryBasicTraining,
  mcaCertificates,
  otherAuthorityCertificates,
  recommendedEndorsements,
  stcwEndorsements,
  uscgLicenses,
};

export const certificationCatalogue: CertificationCatalogue = {
  stcwEndorsements,
  uscgLicenses,
  mcaCertificates,
  otherAuthorities: otherAuthorityCertificates,
  cocEquivalencies,
  recommendedEndorsements,
  mandatoryBasicTraining,
};

const idSet = (items: readonly { id: string }[]): ReadonlySet<string> => new Set(items.map((item) => item.id));

/** Id lookups per catalogue, e.g. for validating ids submitted by clients. */
export const catalogueIds: {
  stcwEndorsements: ReadonlySet<string>;
  uscgLicenses: ReadonlySet<string>;
  mcaCertificates: ReadonlySet<string>;
  otherAuthorities: ReadonlySet<string>;
  cocEquivalencies: ReadonlySet<string>;
} = {
  stcwEndorsements: idSet(stcwEndorsements),
  uscgLicenses: idSet(uscgLicenses),
  mcaCertificates: idSet(mcaCertificates),
  otherAuthorities: idSet(otherAuthorityCertificates),
  cocEquivalencies: idSet(cocEquivalencies),
};
