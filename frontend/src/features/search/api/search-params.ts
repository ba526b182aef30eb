import type { SearchFilter } from '@crew/contracts/plans';
import {
  SEARCH_CERTIFICATIONS,
  SEARCH_LOCATION_MAX,
  SEARCH_POSITIONS,
  SEARCH_QUERY_MAX,
  SEARCH_SORT_VALUES,
  type SearchSort,
} from '@crew/contracts/search-values';
import { EMPTY_FILTERS, type SearchCriteria, type SearchFilters } from './schemas';

const AVAILABILITIES = ['available', 'notice', 'future'];
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const numberIn = (text: string | null, max: number, step: number) => {
  const n = Number(text);
  return text === null || !Number.isFinite(n) ? 0 : clamp(Math.round(n / step) * step, 0, max);
};

/**
 * The search as the page's query string holds it: the API's own parameters (spec section 5),
 * only those set, so a shared or reloaded link shows the same search. Anything a hand-edited
 * link holds that the page could not have written is dropped rather than sent.
 */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const position = params.get('position');
  const availability = params.get('availability');
  const sort = params.get('sort');
  const known = new Set(SEARCH_CERTIFICATIONS.map((c) => c.value));
  return {
    query: (params.get('query') ?? '').slice(0, SEARCH_QUERY_MAX),
    position: position && SEARCH_POSITIONS.some((p) => p.value === position) ? position : undefined,
    location: (params.get('location') ?? '').slice(0, SEARCH_LOCATION_MAX),
    minExperience: numberIn(params.get('minExperience'), 30, 1),
    minRating: numberIn(params.get('minRating'), 5, 0.5),
    availability: availability && AVAILABILITIES.includes(availability) ? availability : undefined,
    certifications: [...new Set(params.getAll('certifications').filter((c) => known.has(c)))],
    validCertificatesOnly: params.get('validCertificatesOnly') === 'true',
    sort: sort && (SEARCH_SORT_VALUES as readonly string[]).includes(sort) ? (sort as SearchSort) : undefined,
  };
}

/** The query string of a search: only what is set (minimums above 0), in the API's names. */
export function paramsFromFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query.trim()) params.set('query', filters.query.trim());
  if (filters.position) params.set('position', filters.position);
  if (filters.location.trim()) params.set('location', filters.location.trim());
  if (filters.minExperience > 0) params.set('minExperience', String(filters.minExperience));
  if (filters.minRating > 0) params.set('minRating', String(filters.minRating));
  if (filters.availability) params.set('availability', filters.availability);
  for (const c of filters.certifications) params.append('certifications', c);
  if (filters.validCertificatesOnly) params.set('validCertificatesOnly', 'true');
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}

/** A saved search's criteria as the page's filters. */
export function filtersFromCriteria(criteria: SearchCriteria): SearchFilters {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(criteria)) for (const v of [value].flat()) if (v !== undefined && v !== null) params.append(key, String(v));
  return filtersFromParams(params);
}

/** The page's filters as a saved search keeps them (only what is set). */
export function criteriaFromFilters(filters: SearchFilters): SearchCriteria {
  const criteria: Record<string, unknown> = {};
  const params = paramsFromFilters(filters);
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    criteria[key] = key === 'certifications' ? values : key === 'minExperience' || key === 'minRating' ? Number(values[0]) : values[0];
  }
  return criteria as SearchCriteria;
}

/** The filters in use, in the plans' names (a minimum of 0 or an unticked box is no filter). */
export function usedFilters(filters: SearchFilters): SearchFilter[] {
  const used: Array<[SearchFilter, boolean]> = [
    ['position', !!filters.position],
    ['location', !!filters.location.trim()],
    ['availability', !!filters.availability],
    ['minExperience', filters.minExperience > 0],
    ['minRating', filters.minRating > 0],
    ['certifications', filters.certifications.length > 0],
    ['validCertificatesOnly', filters.validCertificatesOnly],
  ];
  return used.flatMap(([filter, on]) => (on ? [filter] : []));
}

/** The filters with `filters` cleared (the text and the order stay). */
export function withoutFilters(filters: SearchFilters, cleared: readonly SearchFilter[]): SearchFilters {
  const next = { ...filters };
  for (const filter of cleared) {
    if (filter === 'position' || filter === 'availability') next[filter] = undefined;
    else if (filter === 'location') next.location = '';
    else if (filter === 'minExperience' || filter === 'minRating') next[filter] = 0;
    else if (filter === 'certifications') next.certifications = [];
    else next.validCertificatesOnly = false;
  }
  return next;
}

/** Every filter cleared: the text and the order stay. */
export const clearedFilters = (filters: SearchFilters): SearchFilters => ({ ...EMPTY_FILTERS, query: filters.query, sort: filters.sort });
