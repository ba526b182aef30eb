import type { SearchFilter } from '@crew/contracts/plans';
import { positionFilter, SEARCH_CERTIFICATIONS } from '@crew/contracts/search-values';
import type { CrewSearchFilters } from './search-crew.query.js';

/** A search as its query string states it (GET /api/search/crew, and what a saved search keeps). */
export interface SearchParams {
  query?: string;
  position?: string;
  location?: string;
  minExperience?: number;
  minRating?: number;
  availability?: string;
  certifications?: string | string[];
  validCertificatesOnly?: 'true' | 'false';
}

const chosenCertifications = (params: SearchParams) => [...new Set(params.certifications === undefined ? [] : [params.certifications].flat())];

/** The filters a search applies (a minimum of 0 or an unticked box filters nothing), in the plans' names. */
export function usedFilters(params: SearchParams): SearchFilter[] {
  const used: Array<[SearchFilter, boolean]> = [
    ['position', !!params.position],
    ['location', !!params.location?.trim()],
    ['availability', !!params.availability],
    ['minExperience', !!params.minExperience],
    ['minRating', !!params.minRating],
    ['certifications', chosenCertifications(params).length > 0],
    ['validCertificatesOnly', params.validCertificatesOnly === 'true'],
  ];
  return used.flatMap(([filter, on]) => (on ? [filter] : []));
}

/** The validated parameters as the directory's filters, judged on `now`'s UTC day. */
export function toFilters(params: SearchParams, now: Date): CrewSearchFilters {
  const text = params.query?.trim();
  const location = params.location?.trim();
  return {
    text: text || undefined,
    position: params.position ? positionFilter(params.position) : undefined,
    location: location || undefined,
    minExperience: params.minExperience || undefined,
    minRating: params.minRating || undefined,
    availability: params.availability,
    certifications: chosenCertifications(params).map((value) => SEARCH_CERTIFICATIONS.find((c) => c.value === value)!.ids),
    // Today as the certificate wallet judges it: the UTC day (ADR 0025).
    validCertificatesOn: params.validCertificatesOnly === 'true' ? now.toISOString().slice(0, 10) : undefined,
  };
}
