import { catalogueIds } from '../catalogue/index.js';

/** The five catalogues a crew member picks ids from; the names are also the profile's field names. */
export const CATALOGUE_KINDS = ['stcwEndorsements', 'uscgLicenses', 'mcaCertificates', 'otherAuthorities', 'cocEquivalencies'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** Human names for messages, e.g. "Unknown STCW endorsement id: foo". */
export const CATALOGUE_ITEM_NAMES: Record<CatalogueKind, string> = {
  stcwEndorsements: 'STCW endorsement',
  uscgLicenses: 'USCG licence',
  mcaCertificates: 'MCA certificate',
  otherAuthorities: 'other-authority certificate',
  cocEquivalencies: 'certificate equivalency',
};

/** The ids that are not in the catalogue, in the order given, each once. */
export function unknownCatalogueIds(kind: CatalogueKind, ids: readonly string[]): string[] {
  const known = catalogueIds[kind];
  return [...new Set(ids.filter((id) => !known.has(id)))];
}
