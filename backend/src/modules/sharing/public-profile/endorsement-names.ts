import { stcwEndorsements } from '../../certifications/catalogue/index.js';

let names: ReadonlyMap<string, string> | undefined;

/** Catalogue names for the ids, in the owner's order; ids no longer in the catalogue are left out. */
export function endorsementNames(ids: readonly string[], limit: number): string[] {
  names ??= new Map(stcwEndorsements.map((e) => [e.id, e.name]));
  return ids.flatMap((id) => names!.get(id) ?? []).slice(0, limit);
}
