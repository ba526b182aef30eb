import { stcwEndorsements } from '../catalogue/index.js';

const names: ReadonlyMap<string, string> = new Map(stcwEndorsements.map((e) => [e.id, e.name]));

/** Catalogue names for STCW endorsement ids, in the given order; ids no longer in the catalogue are left out. */
export function stcwEndorsementNames(ids: readonly string[], limit = Infinity): string[] {
  return ids.flatMap((id) => names.get(id) ?? []).slice(0, limit);
}
