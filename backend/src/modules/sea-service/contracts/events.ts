import type { SeaServicePeriod, SeaTimeTotals } from './sea-service.query.js';

/**
 * Sea service's integration event (docs/events.md): the person's whole record after any
 * change, so a subscriber keeps the latest by position and order never matters.
 */
export const SEA_SERVICE_CHANGED = 'sea-service.service-changed';

export const SEA_SERVICE_EVENT_VERSIONS = { [SEA_SERVICE_CHANGED]: 1 } as const;

export interface SeaServiceChangedV1 {
  userId: string;
  /** Sealed under the person's key (ADR 0019): [] once they are erased. */
  periods: SeaServicePeriod[];
  totals: SeaTimeTotals;
}
