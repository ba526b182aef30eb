import type { SearchSort } from '@crew/contracts/search-values';
import type { SearchParams } from '../search-crew/search-filters.js';

/** A saved search: the query string of GET /api/search/crew without paging, only what is set. */
export interface SearchCriteria extends SearchParams {
  sort?: SearchSort;
}

export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';

/** Only the parameters that change the search: no blanks, no zero minimums, no unticked box. */
export function normalizedCriteria(input: SearchCriteria): SearchCriteria {
  const certifications = [...new Set(input.certifications === undefined ? [] : [input.certifications].flat())];
  const criteria: SearchCriteria = {};
  if (input.query?.trim()) criteria.query = input.query.trim();
  if (input.position) criteria.position = input.position;
  if (input.location?.trim()) criteria.location = input.location.trim();
  if (input.minExperience) criteria.minExperience = input.minExperience;
  if (input.minRating) criteria.minRating = input.minRating;
  if (input.availability) criteria.availability = input.availability;
  if (certifications.length > 0) criteria.certifications = certifications;
  if (input.validCertificatesOnly === 'true') criteria.validCertificatesOnly = 'true';
  if (input.sort) criteria.sort = input.sort;
  return criteria;
}

/** The parameters in the order the search page writes them. */
const PARAM_ORDER: ReadonlyArray<keyof SearchCriteria> = [
  'query', 'position', 'location', 'minExperience', 'minRating', 'availability', 'certifications', 'validCertificatesOnly', 'sort',
];

/** The search page's address for these criteria (the page keeps its filters in the query string). */
export function searchPagePath(criteria: SearchCriteria): string {
  const params = new URLSearchParams();
  for (const key of PARAM_ORDER) {
    const value = criteria[key];
    if (value !== undefined) for (const v of [value].flat()) params.append(key, String(v));
  }
  const qs = params.toString();
  return `/search${qs ? `?${qs}` : ''}`;
}
