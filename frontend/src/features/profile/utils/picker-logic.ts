/**
 * Picker state rules (spec section 4, "Picker state"), kept free of React so they are
 * unit-tested directly: toggling, merging quick-action ids, the filters of each tab and the
 * search that applies on top.
 */

/** Text a search looks through; nested lists (limitations) are searched too. */
export type SearchFields = ReadonlyArray<string | null | undefined | ReadonlyArray<string>>;

export interface PickerTab<T> {
  key: string;
  label: string;
  matches: (item: T) => boolean;
  /** Shown instead of the picker's no-match text when this tab itself is empty. */
  emptyText?: string;
}

export interface QuickAction {
  key: string;
  label: string;
  apply: (selected: string[]) => string[];
}

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Every word of the query appears somewhere in the fields, ignoring case ("master unlimited"). */
export function matchesSearch(fields: SearchFields, query: string): boolean {
  const terms = normalize(query).split(' ').filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = normalize(fields.flat().filter((f): f is string => typeof f === 'string').join(' \n '));
  return terms.every((term) => haystack.includes(term));
}

/** The active tab's filter, then the search on top. */
export function filterItems<T>(items: readonly T[], tab: PickerTab<T> | undefined, query: string, searchFields: (item: T) => SearchFields): T[] {
  return items.filter((item) => (!tab || tab.matches(item)) && matchesSearch(searchFields(item), query));
}

export function toggleId(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

export function removeId(selected: readonly string[], id: string): string[] {
  return selected.filter((s) => s !== id);
}

/** Adds ids that are not there yet, keeping the existing order first. */
export function mergeIds(selected: readonly string[], ids: readonly string[]): string[] {
  const merged = [...selected];
  for (const id of ids) if (!merged.includes(id)) merged.push(id);
  return merged;
}

/** The first `limit` distinct values, in order of first appearance. */
export function firstDistinct(values: readonly string[], limit: number): string[] {
  return [...new Set(values)].slice(0, limit);
}

/** Selected catalogue entries grouped (groups and entries in catalogue order); unknown ids are skipped. */
export function groupSelected<T extends { id: string }>(items: readonly T[], selected: readonly string[], groupOf: (item: T) => string): Array<{ group: string; items: T[] }> {
  const chosen = new Set(selected);
  const groups = new Map<string, T[]>();
  for (const item of items) {
    if (!chosen.has(item.id)) continue;
    const group = groupOf(item);
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  return [...groups].map(([group, entries]) => ({ group, items: entries }));
}

/** Common ways crew write the positions the catalogue recommends for. */
const POSITION_ALIASES: Record<string, string> = {
  captain: 'Master',
  skipper: 'Master',
  'chief mate': 'Chief Officer',
  'first officer': 'Chief Officer',
  'first mate': 'Chief Officer',
  '1st officer': 'Chief Officer',
  '2nd officer': 'Second Officer',
  'second mate': 'Second Officer',
  '3rd officer': 'Third Officer',
  'third mate': 'Third Officer',
  '2nd engineer': 'Second Engineer',
  '3rd engineer': 'Third Engineer',
  'electro-technical officer': 'ETO',
  'electrotechnical officer': 'ETO',
  'electro technical officer': 'ETO',
  'able seaman': 'AB',
  'able seafarer': 'AB',
  'able bodied seaman': 'AB',
  'ordinary seaman': 'OS',
  boatswain: 'Bosun',
  'chief steward/ess': 'Chief Stewardess',
  'chief steward': 'Chief Stewardess',
  'steward/ess': 'Stewardess',
  steward: 'Stewardess',
};

/**
 * The recommended-list key for a position as the user typed it: the key itself in any
 * letter case ('chief officer' -> 'Chief Officer'), or a common alias ('Captain' -> 'Master').
 */
export function recommendedPositionKey(position: string | null | undefined, recommended: Record<string, readonly string[]>): string | null {
  if (!position) return null;
  const wanted = normalize(position);
  if (!wanted) return null;
  const direct = Object.keys(recommended).find((key) => normalize(key) === wanted);
  if (direct) return direct;
  const alias = POSITION_ALIASES[wanted];
  return alias && recommended[alias] ? alias : null;
}

/**
 * The STCW quick actions: 'Add Recommended for {position}' only when the position has a
 * list, 'Add Mandatory Basic Training' always, 'Clear All' only with a selection.
 */
export function stcwQuickActions(
  position: string | null | undefined,
  catalogue: { recommendedEndorsements: Record<string, readonly string[]>; mandatoryBasicTraining: readonly string[] },
  selected: readonly string[],
): QuickAction[] {
  const actions: QuickAction[] = [];
  const key = recommendedPositionKey(position, catalogue.recommendedEndorsements);
  if (key) {
    const ids = catalogue.recommendedEndorsements[key];
    actions.push({ key: 'recommended', label: `Add Recommended for ${key}`, apply: (s) => mergeIds(s, ids) });
  }
  actions.push({ key: 'mandatory', label: 'Add Mandatory Basic Training', apply: (s) => mergeIds(s, catalogue.mandatoryBasicTraining) });
  if (selected.length > 0) actions.push({ key: 'clear', label: 'Clear All', apply: () => [] });
  return actions;
}
