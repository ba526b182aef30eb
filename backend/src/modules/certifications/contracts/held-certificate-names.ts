import { type CertificateKeyKind, FREE_TEXT_KIND, type HeldCertificate, type HeldSelections, heldCertificates } from '../domain/certificate-key.js';
import type { CatalogueKind } from './catalogue-ids.js';
import { certificateEntries } from './certificate-names.js';

/** A certification a person holds, named as the wallet names it; `key` matches `CertificateSummary.key`. */
export interface HeldCertificateName {
  key: string;
  kind: CertificateKeyKind;
  name: string;
  code: string | null;
}

export interface NamedCertificate extends HeldCertificate {
  name: string;
  code: string | null;
}

/** A held certification with its catalogue name and code (a free-text one is its own name). */
export function named(held: HeldCertificate): NamedCertificate {
  if (held.kind === FREE_TEXT_KIND) return { ...held, name: held.value, code: null };
  const [entry] = certificateEntries(held.kind as CatalogueKind, [held.value]);
  // An id the catalogue no longer has keeps its details under the id itself.
  return { ...held, name: entry?.name ?? held.value, code: entry?.code ?? null };
}

/**
 * Every certification in a profile's selections (identity's fields), in profile order, with its
 * wallet key and catalogue name: what another module joins `GetCertificateSummariesQuery`'s
 * details to without knowing how keys are made.
 */
export function heldCertificateNames(selections: HeldSelections): HeldCertificateName[] {
  return heldCertificates(selections)
    .map(named)
    .map(({ key, kind, name, code }) => ({ key, kind, name, code }));
}
