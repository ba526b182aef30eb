import type { SearchSort } from '@crew/contracts/search-values';
import type { Schemas } from '../../../lib/api-types';

/** Bodies of the search calls, from the generated API types (spec section 3). */
export type CrewSearchResult = Schemas['CrewSearchResult'];
export type CrewProfile = Schemas['CrewProfile'];
export type SavedSearch = Schemas['SavedSearch'];
export type SearchCriteria = Schemas['SearchCriteria'];

/** Spec section 3, "Search filter state", and the order asked for. */
export interface SearchFilters {
  query: string;
  position: string | undefined;
  location: string;
  minExperience: number;
  minRating: number;
  availability: string | undefined;
  certifications: string[];
  /** Only crew with a recorded expiry date and no expired certificate (sent only when on). */
  validCertificatesOnly: boolean;
  /** Undefined: the default order (relevance with text, else rating). */
  sort: SearchSort | undefined;
}

export const EMPTY_FILTERS: SearchFilters = {
  query: '',
  position: undefined,
  location: '',
  minExperience: 0,
  minRating: 0,
  availability: undefined,
  certifications: [],
  validCertificatesOnly: false,
  sort: undefined,
};
