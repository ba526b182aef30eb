import { type DayRange, daysInclusive, overlap } from '@crew/contracts/sea-service';

export { daysInclusive, isIsoDay, isValidImo, normalizeImo, overlap, type DayRange } from '@crew/contracts/sea-service';

/** A stored period of service, as far as the rules between periods are concerned. */
export interface ServicePeriodDates extends DayRange {
  id: string;
  imoNumber: string;
  daysAtSea: number | null;
}

/** The first of `periods` (other than the one being edited) that shares a day with `candidate`: one person is on one ship at a time. */
export function clashingPeriod<P extends ServicePeriodDates>(periods: readonly P[], candidate: DayRange, editing: string | null = null): P | null {
  return periods.find((p) => p.id !== editing && overlap(p, candidate) !== null) ?? null;
}

/** Why a period's own fields cannot stand, or null. `today` is the UTC day of the server's clock. */
export function periodProblem(period: DayRange & { daysAtSea: number | null }, today: string): string | null {
  if (period.to < period.from) return 'signOffDate must not be before signOnDate';
  if (period.to > today) return 'signOffDate must not be in the future: record a period once you have signed off';
  if (period.daysAtSea !== null && period.daysAtSea > daysInclusive(period.from, period.to)) {
    return `daysAtSea must not exceed the ${daysInclusive(period.from, period.to)} days between sign-on and sign-off`;
  }
  return null;
}

export interface SeaTimeTotals {
  periods: number;
  /** Days on articles, both ends of each period counted. */
  days: number;
  /** The days at sea the person recorded (periods without them count none). */
  daysAtSea: number;
}

export function seaTimeTotals(periods: readonly ServicePeriodDates[]): SeaTimeTotals {
  return {
    periods: periods.length,
    days: periods.reduce((sum, p) => sum + daysInclusive(p.from, p.to), 0),
    daysAtSea: periods.reduce((sum, p) => sum + (p.daysAtSea ?? 0), 0),
  };
}

/**
 * Served together: the reviewer's period on the same IMO number that shares the most days
 * with the requester's named period, and those shared days; null when none does.
 */
export function servedTogether<P extends ServicePeriodDates>(named: Pick<ServicePeriodDates, 'imoNumber' | 'from' | 'to'>, reviewerPeriods: readonly P[]): { period: P; overlap: DayRange } | null {
  let best: { period: P; overlap: DayRange } | null = null;
  for (const period of reviewerPeriods) {
    if (period.imoNumber !== named.imoNumber) continue;
    const shared = overlap(named, period);
    if (!shared) continue;
    if (!best || daysInclusive(shared.from, shared.to) > daysInclusive(best.overlap.from, best.overlap.to)) best = { period, overlap: shared };
  }
  return best;
}
