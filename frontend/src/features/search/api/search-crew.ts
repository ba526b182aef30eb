import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import type { CrewSearchResult, SearchFilters } from './schemas';

/** A failed search keeps the HTTP status text for the spec's toast ('Failed to search: {status text}'). */
export class SearchError extends ApiError {
  constructor(status: number, bodyText: string, readonly statusText: string) {
    super(status, bodyText);
  }
}

/** The query string of spec section 5: filters sent only when set (minimums only above 0). */
export function searchUrl(filters: SearchFilters): string {
  const params = new URLSearchParams();
  if (filters.query.trim()) params.set('query', filters.query.trim());
  if (filters.position) params.set('position', filters.position);
  if (filters.location.trim()) params.set('location', filters.location.trim());
  if (filters.minExperience > 0) params.set('minExperience', String(filters.minExperience));
  if (filters.minRating > 0) params.set('minRating', String(filters.minRating));
  if (filters.availability) params.set('availability', filters.availability);
  for (const c of filters.certifications) params.append('certifications', c);
  if (filters.validCertificatesOnly) params.set('validCertificatesOnly', 'true');
  const qs = params.toString();
  return `/api/search/crew${qs ? `?${qs}` : ''}`;
}

export interface SearchPage {
  results: CrewSearchResult[];
  /** The next page's URL from the Link header, if any. */
  next: string | null;
}

/** GET /api/search/crew (or a next-page URL from its Link header). */
export async function searchCrew(url: string): Promise<SearchPage> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw new SearchError(res.status, (await res.text()) || res.statusText, res.statusText);
  const link = res.headers.get('link');
  const next = link ? (/<([^>]+)>;\s*rel="next"/.exec(link)?.[1] ?? null) : null;
  return { results: (await res.json()) as CrewSearchResult[], next };
}

/** Keyed by the submitted filters and the search counter: a new search runs when the counter increases. */
export const searchCrewQueryOptions = (filters: SearchFilters, counter: number) =>
  infiniteQueryOptions({
    queryKey: ['/api/search/crew', filters, counter],
    queryFn: ({ pageParam }) => searchCrew(pageParam),
    initialPageParam: searchUrl(filters),
    getNextPageParam: (last: SearchPage) => last.next ?? undefined,
  });

export const useSearchCrew = (filters: SearchFilters, counter: number, enabled: boolean) => useInfiniteQuery({ ...searchCrewQueryOptions(filters, counter), enabled });
