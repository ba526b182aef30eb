import { infiniteQueryOptions, type keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, nextPageUrl } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';
import type { CrewSearchResult, SearchFilters } from './schemas';
import { paramsFromFilters } from './search-params';

/** A failed search keeps the HTTP status text for the spec's toast ('Failed to search: {status text}'). */
export class SearchError extends ApiError {
  constructor(status: number, bodyText: string, readonly statusText: string) {
    super(status, bodyText);
  }
}

/** GET /api/search/crew with the filters that are set (spec section 5) and the order asked for. */
export function searchUrl(filters: SearchFilters): string {
  const qs = paramsFromFilters(filters).toString();
  return `/api/search/crew${qs ? `?${qs}` : ''}`;
}

/** How many crew match: exact, or at least `total` when `capped` ('1,000+'). */
export type ResultCount = Schemas['CrewSearchCount'];

export interface SearchPage {
  results: CrewSearchResult[];
  /** The next page's URL from the Link header, if any. */
  next: string | null;
}

/** GET /api/search/crew (or a next-page URL from its Link header). */
export async function searchCrew(url: string): Promise<SearchPage> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw new SearchError(res.status, (await res.text()) || res.statusText, res.statusText);
  return { results: (await res.json()) as CrewSearchResult[], next: nextPageUrl(res.headers.get('link')) };
}

/** Keyed by the filters and the search counter: a new search runs when either changes. */
export const searchCrewQueryOptions = (filters: SearchFilters, counter: number) =>
  infiniteQueryOptions({
    queryKey: ['/api/search/crew', filters, counter],
    queryFn: ({ pageParam }) => searchCrew(pageParam),
    initialPageParam: searchUrl(filters),
    getNextPageParam: (last: SearchPage) => last.next ?? undefined,
  });

/** `placeholderData: keepPreviousData` keeps the last results on screen while a changed search loads. */
export const useSearchCrew = (filters: SearchFilters, counter: number, enabled: boolean, placeholderData?: typeof keepPreviousData) =>
  useInfiniteQuery({ ...searchCrewQueryOptions(filters, counter), enabled, placeholderData });

/** GET /api/search/crew/count: the same search's count, asked beside the first page so results never wait for it (the order does not change it). */
export const searchCountQueryOptions = (filters: SearchFilters, counter: number) => {
  const qs = paramsFromFilters({ ...filters, sort: undefined }).toString();
  return queryOptions({
    queryKey: ['/api/search/crew/count', { ...filters, sort: undefined }, counter],
    queryFn: () => apiRequest<ResultCount>('GET', `/api/search/crew/count${qs ? `?${qs}` : ''}`),
  });
};

export const useSearchCount = (filters: SearchFilters, counter: number) => useQuery(searchCountQueryOptions(filters, counter));
