import type { SeaServicePeriod } from '../../sea-service/contracts/sea-service.query.js';
import { servedTogetherOn } from '../../sea-service/contracts/served-together.js';
import type { ServiceOnVessel } from './service-view.dto.js';

/** The days the reviewer's service overlaps the named service on its vessel, or null (ADR 0027). */
export function servedTogetherWith(named: ServiceOnVessel, reviewerPeriods: readonly SeaServicePeriod[]): ServiceOnVessel | null {
  const found = servedTogetherOn(named, reviewerPeriods);
  return found && { vesselName: named.vesselName, imoNumber: named.imoNumber, ...found.overlap };
}
