import { infiniteQueryOptions, type keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError, nextPageUrl } from '../../../lib/api-client';
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

/** How many crew match: exact, or at least `n` when `capped` ('1,000+'). */
export interface ResultCount {
  n: number;
  capped: boolean;
}

export interface SearchPage {
  results: CrewSearchResult[];
  /** The next page's URL from the Link header, if any. */
  next: string | null;
  /** The first page's X-Result-Count ('23', or '1000+'). */
  count: ResultCount | null;
}

function resultCount(header: string | null): ResultCount | null {
  const match = header ? /^(\d+)(\+?)$/.exec(header.trim()) : null;
  return match ? { n: Number(match[1]), capped: match[2] === '+' } : null;
}

/** GET /api/search/crew (or a next-page URL from its Link header). */
export async function searchCrew(url: string): Promise<SearchPage> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw new SearchError(res.status, (await res.text()) || res.statusText, res.statusText);
  return { results: (await res.json()) as CrewSearchResult[], next: nextPageUrl(res.headers.get('link')), count: resultCount(res.headers.get('x-result-count')) };
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
