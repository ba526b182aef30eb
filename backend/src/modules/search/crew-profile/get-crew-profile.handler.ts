import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { certificateNames } from '../../certifications/contracts/certificate-names.js';
import { certificateKey, isExpired } from '../../certifications/contracts/events.js';
import { RESULT_COLUMNS } from '../search-crew/crew-search-sql.js';
import { type CrewProfile, GetCrewProfileQuery } from './get-crew-profile.query.js';
import { ReadsFromReplica } from '../../../platform/database/replica-reads.js';

type Row = Omit<CrewProfile, 'expiredStcwCertificates'> & { certification_ids: string[]; certificate_expiries: Record<string, string> };

const STCW_PREFIX = 'stcw:';

@ReadsFromReplica()
@QueryHandler(GetCrewProfileQuery)
export class GetCrewProfileHandler implements IQueryHandler<GetCrewProfileQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ crewId }: GetCrewProfileQuery): Promise<CrewProfile | null> {
    const [row] = await this.em
      .fork()
      .execute<Row[]>(
        `select ${RESULT_COLUMNS}, rank, experience, availability, certificate_names as certificates, certification_ids, certificate_expiries
         from crew_search where user_id = ? and searchable`,
        [crewId],
      );
    if (!row) return null;
    const { certification_ids: ids, certificate_expiries: expiries, ...profile } = row;
    // Expired is a matter of today, so it is judged here, not stored (ADR 0029).
    const today = this.clock.now().toISOString().slice(0, 10);
    const expired = ids
      .filter((id) => id.startsWith(STCW_PREFIX))
      .map((id) => id.slice(STCW_PREFIX.length))
      .filter((id) => isExpired(expiries[certificateKey('stcwEndorsements', id)], today));
    return { ...profile, expiredStcwCertificates: certificateNames('stcwEndorsements', expired) };
  }
}
