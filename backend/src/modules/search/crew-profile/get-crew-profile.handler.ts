import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { RESULT_COLUMNS } from '../search-crew/crew-search-sql.js';
import { type CrewProfile, GetCrewProfileQuery } from './get-crew-profile.query.js';

@QueryHandler(GetCrewProfileQuery)
export class GetCrewProfileHandler implements IQueryHandler<GetCrewProfileQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ crewId }: GetCrewProfileQuery): Promise<CrewProfile | null> {
    const rows = await this.em
      .fork()
      .execute<CrewProfile[]>(
        `select ${RESULT_COLUMNS}, rank, experience, availability, certificate_names as certificates from crew_search where user_id = ? and searchable`,
        [crewId],
      );
    return rows[0] ?? null;
  }
}
