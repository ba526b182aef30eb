import { CATALOGUE_KINDS, type CatalogueKind } from '../contracts/catalogue-ids.js';

/**
 * Which of a person's certifications a wallet entry is about. Identity keeps the selections
 * (catalogue ids per catalogue and free-text names); the wallet names one of them with a key:
 * `<catalogue kind>:<id>` (e.g. `stcwEndorsements:pst`) or `free:<name as typed>`.
 */
export type CertificateKeyKind = CatalogueKind | 'free';

export const FREE_TEXT_KIND = 'free';
/** 'cocEquivalencies:' plus a 100-character id, or 'free:' plus a 100-character name. */
export const MAX_KEY_LENGTH = 120;

export interface HeldSelections {
  certifications: readonly string[];
  stcwEndorsements: readonly string[];
  uscgLicenses: readonly string[];
  mcaCertificates: readonly string[];
  otherAuthorities: readonly string[];
  cocEquivalencies: readonly string[];
}

export interface HeldCertificate {
  key: string;
  kind: CertificateKeyKind;
  /** The catalogue id, or the free-text name. */
  value: string;
}

export const certificateKey = (kind: CertificateKeyKind, value: string) => `${kind}:${value}`;

/** Every certification the person holds, in profile order: the catalogues, then the free-text ones. */
export function heldCertificates(held: HeldSelections): HeldCertificate[] {
  const fromCatalogues = CATALOGUE_KINDS.flatMap((kind) => held[kind].map((value) => ({ key: certificateKey(kind, value), kind, value })));
  const free = held.certifications.map((value) => ({ key: certificateKey(FREE_TEXT_KIND, value), kind: FREE_TEXT_KIND as CertificateKeyKind, value }));
  return [...fromCatalogues, ...free];
}
