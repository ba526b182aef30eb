import { Query } from '@nestjs/cqrs';
import type { VesselType } from '@crew/contracts/sea-service';
import type { SeaTimeTotals } from '../domain/service-rules.js';

export type { SeaTimeTotals } from '../domain/service-rules.js';

/** One period of a person's sea service, as other modules see it (ADR 0027). */
export interface SeaServicePeriod {
  id: string;
  vesselName: string;
  /** Seven digits, check digit valid. */
  imoNumber: string;
  flag: string;
  vesselType: VesselType;
  grossTonnage: number;
  /** A profile rank value (RANKS). */
  rank: string;
  /** YYYY-MM-DD, both inclusive. */
  signOnDate: string;
  signOffDate: string;
  daysAtSea: number | null;
  /** Days on articles, both ends counted. */
  days: number;
  /** Who confirmed this service from a review, when anyone did (newest first). */
  confirmations: SeaServiceConfirmation[];
}

export interface SeaServiceConfirmation {
  reviewId: string;
  confirmedById: string;
  confirmedByName: string;
  /** The days the confirmer served with the person, YYYY-MM-DD. */
  from: string;
  to: string;
  confirmedAt: string;
}

export interface SeaServiceRecord {
  /** Newest sign-on first. */
  periods: SeaServicePeriod[];
  totals: SeaTimeTotals;
}

export interface GetSeaServiceOptions {
  /**
   * False for a caller that reads only the periods (the served-together rule, the profile
   * PDF): the confirmations come from the reviews module, one more query it then skips, and
   * every period's `confirmations` is empty. True by default.
   */
  withConfirmations?: boolean;
}

/**
 * A person's sea service with its totals: what the served-together rule, the profile PDF and
 * any other module may read (the owner's own API answers the same shape).
 */
export class GetSeaServiceQuery extends Query<SeaServiceRecord> {
  constructor(
    readonly userId: string,
    readonly options: GetSeaServiceOptions = {},
  ) {
    super();
  }
}
