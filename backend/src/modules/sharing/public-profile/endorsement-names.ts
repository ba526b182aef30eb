import { stcwEndorsementNames } from '../../certifications/contracts/endorsement-names.js';

/** Catalogue names for the ids, in the owner's order; ids no longer in the catalogue are left out. */
export function endorsementNames(ids: readonly string[], limit: number): string[] {
  return stcwEndorsementNames(ids, limit);
}
