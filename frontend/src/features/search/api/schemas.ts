import type { Schemas } from '../../../lib/api-types';

/** Bodies of the search calls, from the generated API types (spec section 3). */
export type CrewSearchResult = Schemas['CrewSearchResult'];
export type CrewProfile = Schemas['CrewProfile'];

/** Spec section 3, "Search filter state". */
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
};
