import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceConfirmation } from '../../reviews/contracts/service-confirmations.query.js';
import type { SeaServicePeriod, SeaServiceRecord } from '../contracts/sea-service.query.js';
import { daysInclusive, seaTimeTotals } from '../domain/service-rules.js';

interface PeriodRow {
  id: string;
  vesselName: string;
  imoNumber: string;
  flag: string;
  vesselType: SeaServicePeriod['vesselType'];
  grossTonnage: number;
  rank: string;
  signOnDate: string;
  signOffDate: string;
  daysAtSea: number | null;
  confirmations: SeaServicePeriod['confirmations'];
}

/** The columns of a period as the API and the contracts give it (dates as YYYY-MM-DD). */
export const PERIOD_COLUMNS = `p.id, p.vessel_name as "vesselName", p.imo_number as "imoNumber", p.flag, p.vessel_type as "vesselType",
  p.gross_tonnage as "grossTonnage", p.rank, to_char(p.sign_on_date, 'YYYY-MM-DD') as "signOnDate",
  to_char(p.sign_off_date, 'YYYY-MM-DD') as "signOffDate", p.days_at_sea as "daysAtSea"`;

export function toPeriod(row: PeriodRow): SeaServicePeriod {
  return { ...row, days: daysInclusive(row.signOnDate, row.signOffDate), confirmations: row.confirmations ?? [] };
}

/** One person's whole record, newest sign-on first: one statement. */
export async function readRecord(em: EntityManager, userId: string): Promise<SeaServiceRecord> {
  const rows = await em.execute<PeriodRow[]>(
    `select ${PERIOD_COLUMNS}, '[]'::json as confirmations
     from sea_service_periods p where p.user_id = ? order by p.sign_on_date desc`,
    [userId],
  );
  const periods = rows.map(toPeriod);
  return { periods, totals: seaTimeTotals(periods.map((p) => ({ id: p.id, imoNumber: p.imoNumber, from: p.signOnDate, to: p.signOffDate, daysAtSea: p.daysAtSea }))) };
}

/**
 * The record with who confirmed each period: reviews keeps the confirmations (they are review
 * events, ADR 0027), so they are asked for separately and joined here, by period.
 */
export function withConfirmations(record: SeaServiceRecord, confirmations: readonly ServiceConfirmation[]): SeaServiceRecord {
  return {
    ...record,
    periods: record.periods.map((period) => ({
      ...period,
      confirmations: confirmations
        .filter((c) => c.periodId === period.id)
        .map((c) => ({ reviewId: c.reviewId, confirmedById: c.confirmedById, confirmedByName: c.confirmedByName, from: c.from, to: c.to, confirmedAt: c.confirmedAt })),
    })),
  };
}
