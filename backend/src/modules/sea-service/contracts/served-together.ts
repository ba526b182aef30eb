import { type DayRange, servedTogether } from '../domain/service-rules.js';
import type { SeaServicePeriod } from './sea-service.query.js';

/**
 * Served together (ADR 0027), for the reviews module: of a reviewer's periods, the one on the
 * same IMO number as the period the requester named that shares the most days with it, and
 * those days; null when none does.
 */
export function servedTogetherOn(named: DayRange & { imoNumber: string }, reviewerPeriods: readonly SeaServicePeriod[]): { period: SeaServicePeriod; overlap: DayRange } | null {
  const found = servedTogether(
    named,
    reviewerPeriods.map((period) => ({ id: period.id, imoNumber: period.imoNumber, from: period.signOnDate, to: period.signOffDate, daysAtSea: period.daysAtSea, period })),
  );
  return found && { period: found.period.period, overlap: found.overlap };
}
