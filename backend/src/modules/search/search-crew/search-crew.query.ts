import type { SearchSort } from '@crew/contracts/search-values';
import { Query } from '@nestjs/cqrs';
import type { Cursor } from './cursor.js';

export interface CrewSearchFilters {
  /** Free text, trimmed; absent when blank. */
  text?: string;
  /** Ranks and the free-text position word of the chosen position option, and the more specific positions' words it must not match. */
  position?: { ranks: readonly string[]; text: string; notTexts: readonly string[] };
  location?: string;
  minExperience?: number;
  minRating?: number;
  availability?: string;
  /** One set of `<catalogue>:<id>` per chosen option: each set needs one of its ids. */
  certifications: ReadonlyArray<readonly string[]>;
  /**
   * 'Valid certificates only', as the UTC day it is judged on ('YYYY-MM-DD', the Clock's
   * today): at least one held certificate has an expiry date and none has passed it (ADR 0029).
   */
  validCertificatesOn?: string;
}

/** A crew member as a search result (spec section 3, "Crew search result"); never an email, phone or IP. */
export interface CrewSearchResult {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  position: string | null;
  location: string | null;
  experienceYears: number | null;
  /** Public average (confirmed, not hidden reviews); null before the first review (shown N/A). */
  averageRating: number | null;
  verifiedReviews: number;
  totalReviews: number;
  bio: string | null;
  /** Names of every STCW endorsement, in the crew member's order. */
  stcwCertificates: string[];
  /** Total sea time: days on articles over every period of sea service (ADR 0027). */
  seaDays: number;
}

/** How many crew match: exact up to the cap, else `capped` (the page shows '1,000+'). */
export interface ResultCount {
  total: number;
  capped: boolean;
}

export interface CrewSearchPage {
  results: CrewSearchResult[];
  next: Cursor | null;
}

/** The order a search runs in: relevance needs text (without it, the rating order). */
export function effectiveSort(filters: CrewSearchFilters, sort: SearchSort | undefined): SearchSort {
  if (!filters.text) return sort === undefined || sort === 'relevance' ? 'rating' : sort;
  return sort ?? 'relevance';
}

export class SearchCrewQuery extends Query<CrewSearchPage> {
  constructor(
    readonly filters: CrewSearchFilters,
    readonly sort: SearchSort,
    readonly limit: number,
    readonly after: Cursor | null,
  ) {
    super();
  }
}

/** How many crew a search finds, up to SEARCH_COUNT_CAP. */
export class CountCrewQuery extends Query<ResultCount> {
  constructor(readonly filters: CrewSearchFilters) {
    super();
  }
}
