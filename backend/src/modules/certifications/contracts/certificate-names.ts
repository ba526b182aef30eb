import { cocEquivalencies, mcaCertificates, otherAuthorityCertificates, stcwEndorsements, uscgLicenses } from '../catalogue/index.js';
import type { CatalogueKind } from './catalogue-ids.js';

const byKind: Record<CatalogueKind, ReadonlyMap<string, string>> = {
  stcwEndorsements: new Map(stcwEndorsements.map((e) => [e.id, e.name])),
  uscgLicenses: new Map(uscgLicenses.map((e) => [e.id, e.name])),
  mcaCertificates: new Map(mcaCertificates.map((e) => [e.id, e.name])),
  otherAuthorities: new Map(otherAuthorityCertificates.map((e) => [e.id, e.name])),
  cocEquivalencies: new Map(cocEquivalencies.map((e) => [e.id, `${e.fromAuthority} ${e.fromCertificate} to ${e.toAuthority} ${e.toCertificate}`])),
};

/** Catalogue names for ids of one catalogue, in the given order; ids no longer in the catalogue are left out. */
export function certificateNames(kind: CatalogueKind, ids: readonly string[]): string[] {
  const names = byKind[kind];
  return ids.flatMap((id) => names.get(id) ?? []);
}

/** A certificate as a verification report prints it: its catalogue name and code (an equivalency names its two authorities). */
export interface CertificateEntry {
  name: string;
  code: string;
}

const entriesByKind: Record<CatalogueKind, ReadonlyMap<string, CertificateEntry>> = {
  stcwEndorsements: new Map(stcwEndorsements.map((e) => [e.id, { name: e.name, code: e.code }])),
  uscgLicenses: new Map(uscgLicenses.map((e) => [e.id, { name: e.name, code: e.code }])),
  mcaCertificates: new Map(mcaCertificates.map((e) => [e.id, { name: e.name, code: e.code }])),
  otherAuthorities: new Map(otherAuthorityCertificates.map((e) => [e.id, { name: e.name, code: `${e.authority}: ${e.code}` }])),
  cocEquivalencies: new Map(
    cocEquivalencies.map((e) => [e.id, { name: `${e.fromCertificate} to ${e.toCertificate}`, code: `${e.fromAuthority} to ${e.toAuthority}` }]),
  ),
};

/** Catalogue names and codes for ids of one catalogue, in the given order; ids no longer in the catalogue are left out. */
export function certificateEntries(kind: CatalogueKind, ids: readonly string[]): CertificateEntry[] {
  const entries = entriesByKind[kind];
  return ids.flatMap((id) => entries.get(id) ?? []);
}
