import type { QueryBus } from '@nestjs/cqrs';
import { GetSeaServiceQuery, type SeaServiceRecord } from '../../sea-service/contracts/sea-service.query.js';

/** One sea-service record as the profile PDF prints it. */
export interface SeaServiceRow {
  vessel: string;
  /** The vessel's IMO number (7 digits), when recorded. */
  imo: string | null;
  rank: string;
  /** Calendar days, 'YYYY-MM-DD'. */
  signOn: string;
  /** Null while still aboard. */
  signOff: string | null;
  /** Days on articles, both ends counted: the sea time the profile and search show. */
  days: number;
}

/** The place the profile PDF gets a person's sea service from: the sea-service module's contract. */
export async function seaServiceFor(queries: QueryBus, userId: string): Promise<SeaServiceRow[]> {
  const record: SeaServiceRecord = await queries.execute(new GetSeaServiceQuery(userId, { withConfirmations: false }));
  return record.periods.map((p) => ({ vessel: p.vesselName, imo: p.imoNumber, rank: p.rank, signOn: p.signOnDate, signOff: p.signOffDate, days: p.days }));
}
