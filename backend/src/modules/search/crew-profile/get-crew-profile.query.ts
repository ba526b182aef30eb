import { Query } from '@nestjs/cqrs';
import type { CrewSearchResult } from '../search-crew/search-crew.query.js';

/** The full profile behind the View Profile dialog; never an email, phone or IP. */
export interface CrewProfile extends CrewSearchResult {
  rank: string | null;
  /** The crew member's own description of their experience. */
  experience: string | null;
  availability: string | null;
  /** Names of every certificate of every catalogue, then the free-text certifications. */
  certificates: string[];
  /** Names of the STCW certificates past their recorded expiry date today (UTC), judged when asked (ADR 0029). */
  expiredStcwCertificates: string[];
}

export class GetCrewProfileQuery extends Query<CrewProfile | null> {
  constructor(readonly crewId: string) {
    super();
  }
}
