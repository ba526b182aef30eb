/**
 * The crew search filter options (spec section 5) and what each means (DESIGN.md, "Crew
 * search filters"): shared so the backend validates exactly the values the page offers.
 */
import type { Rank } from './user-values.js';

export interface SearchPositionOption {
  value: string;
  label: string;
  /** The profile ranks the option stands for. */
  ranks: readonly Rank[];
  /** Also matched, case-insensitively, within the free-text position. */
  text: string;
}

export const SEARCH_POSITIONS: readonly SearchPositionOption[] = [
  { value: 'captain', label: 'Captain', ranks: ['master'], text: 'captain' },
  { value: 'chief-officer', label: 'Chief Officer', ranks: ['chief-officer'], text: 'chief officer' },
  { value: 'officer-of-the-watch', label: 'Officer of the Watch', ranks: ['second-officer', 'third-officer', 'deck-officer'], text: 'officer of the watch' },
  { value: 'deckhand', label: 'Deckhand', ranks: ['deckhand', 'able-seaman', 'ordinary-seaman'], text: 'deckhand' },
  { value: 'chief-engineer', label: 'Chief Engineer', ranks: ['chief-engineer'], text: 'chief engineer' },
  { value: 'second-engineer', label: 'Second Engineer', ranks: ['second-engineer'], text: 'second engineer' },
  { value: 'eto', label: 'ETO', ranks: ['electrical-officer'], text: 'eto' },
  { value: 'engineer', label: 'Engineer', ranks: ['third-engineer', 'fourth-engineer', 'motorman', 'oiler'], text: 'engineer' },
  { value: 'chief-stewardess', label: 'Chief Steward/ess', ranks: ['chief-stewardess'], text: 'chief stew' },
  { value: 'stewardess', label: 'Steward/ess', ranks: ['stewardess'], text: 'stew' },
  { value: 'chef', label: 'Chef', ranks: ['chief-cook', 'cook'], text: 'chef' },
  { value: 'bosun', label: 'Bosun', ranks: ['bosun'], text: 'bosun' },
];

/**
 * The free-text positions an option must not match: the other options' texts that contain its
 * own ('engineer' is inside 'chief engineer', 'stew' inside 'chief stew'), so 'Engineer' finds
 * engineers, not chief and second engineers.
 */
function moreSpecificTexts(option: SearchPositionOption): string[] {
  return SEARCH_POSITIONS.filter((other) => other !== option && other.text.includes(option.text)).map((other) => other.text);
}

/** What a position option filters on: its ranks, its word in the free-text position, and the words it must not match. */
export function positionFilter(value: string): { ranks: readonly Rank[]; text: string; notTexts: string[] } | undefined {
  const option = SEARCH_POSITIONS.find((p) => p.value === value);
  return option && { ranks: option.ranks, text: option.text, notTexts: moreSpecificTexts(option) };
}

/**
 * A certification option is a set of catalogue ids, each written `<catalogue>:<id>` because
 * the catalogues share some ids (STCW and USCG both have `able-seafarer-deck`). Any id of the
 * set satisfies the option; several options must all be satisfied.
 */
export interface SearchCertificationOption {
  value: string;
  label: string;
  ids: readonly string[];
}

const USCG_MASTERS = [
  'master-unlimited', 'master-1600grt', 'master-500grt', 'master-200grt-oceans', 'master-200grt-near-coastal',
  'master-100grt-near-coastal', 'limited-master-100grt-near-coastal', 'master-great-lakes-inland-unlimited',
  'master-inland-unlimited', 'master-great-lakes-inland-1600grt', 'master-great-lakes-inland-500grt',
  'master-great-lakes-inland-200grt', 'master-inland-100grt', 'master-rivers', 'master-towing-vessels', 'master-osv',
];

export const SEARCH_CERTIFICATIONS: readonly SearchCertificationOption[] = [
  { value: 'stcw-basic-safety', label: 'STCW Basic Safety Training', ids: ['stcw:pst', 'stcw:fpff', 'stcw:efa', 'stcw:pssr'] },
  { value: 'stcw-advanced-firefighting', label: 'STCW Advanced Firefighting', ids: ['stcw:advanced-firefighting'] },
  { value: 'stcw-medical-first-aid', label: 'STCW Medical First Aid', ids: ['stcw:medical-first-aid', 'stcw:medical-care'] },
  {
    value: 'uscg-master',
    label: 'USCG Master',
    ids: [...USCG_MASTERS.map((id) => `uscg:${id}`), 'coc:uk-master-to-us-master', 'coc:ca-master-to-us-master', 'coc:au-master-to-us-master'],
  },
  { value: 'uscg-chief-mate', label: 'USCG Chief Mate', ids: ['uscg:chief-mate-unlimited'] },
  {
    value: 'uscg-oow',
    label: 'USCG Officer of the Watch',
    ids: ['uscg:second-mate-unlimited', 'uscg:third-mate-unlimited', 'uscg:mate-1600grt-oceans', 'uscg:mate-1600grt-near-coastal', 'uscg:mate-500grt-oceans', 'uscg:mate-500grt-near-coastal'],
  },
  { value: 'mca-master-unlimited', label: 'MCA Master Unlimited', ids: ['mca:mca-master-unlimited', 'coc:us-master-to-uk-master'] },
  { value: 'mca-chief-mate', label: 'MCA Chief Mate', ids: ['mca:mca-chief-mate-unlimited', 'mca:mca-chief-mate-3000gt'] },
  { value: 'mca-oow', label: 'MCA Officer of the Watch', ids: ['mca:mca-oow-unlimited', 'mca:mca-oow-500gt-near-coastal'] },
];

/** At most this many results a page (keyset pagination, `limit`). */
export const SEARCH_PAGE_MAX = 50;
export const SEARCH_PAGE_DEFAULT = 20;

/** The longest free text and location the search accepts; the page stops typing there. */
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_LOCATION_MAX = 120;

/**
 * Result orders. Relevance needs text (without it the search orders by rating); the others
 * order by their key, best first, then by rating, then by id (stable keyset pages).
 */
export const SEARCH_SORTS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'rating', label: 'Rating' },
  { value: 'experience', label: 'Experience' },
  { value: 'availability', label: 'Availability' },
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number]['value'];
export const SEARCH_SORT_VALUES: readonly SearchSort[] = SEARCH_SORTS.map((s) => s.value);

/** The result count is exact up to this many; beyond it the search answers `${cap}+`. */
export const SEARCH_COUNT_CAP = 1000;

/** A saved search's name, and how many one employer may keep. */
export const SAVED_SEARCH_NAME_MAX = 80;
export const SAVED_SEARCHES_MAX = 20;
/** A saved-search alert lists at most this many new crew (the mail links to the rest). */
export const SAVED_SEARCH_ALERT_MAX = 10;
