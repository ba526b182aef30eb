import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { GetUserNamesQuery } from '../../identity/contracts/admin.js';
import { closedAt, type ConversationDates, newRequestFrom, whyNoNewRequest } from './contact-rules.js';
import { GetContactStatesQuery } from './contact-requests.commands.js';
import type { ContactStateView } from './contact-requests.dto.js';

/** A PostgreSQL array literal of ids the DTO has checked are UUIDs. */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

@QueryHandler(GetContactStatesQuery)
export class GetContactStatesHandler implements IQueryHandler<GetContactStatesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ employerId, crewIds }: GetContactStatesQuery): Promise<ContactStateView[]> {
    const ids = [...new Set(crewIds.map((id) => id.toLowerCase()))];
    // One query for the whole page: per crew member the open conversation, else the newest.
    const rows = await this.em.fork().execute<Array<{ id: string; crew_id: string; status: ConversationDates['status']; responded_at: Date | null; withdrawn_at: Date | null }>>(
      `select distinct on (crew_id) id, crew_id, status, responded_at, withdrawn_at from contact_requests
       where employer_id = ? and crew_id = any(?::uuid[])
       order by crew_id, status in ('pending', 'accepted') desc, created_at desc, id desc`,
      [employerId, uuidArray(ids)],
    );
    const accepted = rows.filter((r) => r.status === 'accepted').map((r) => r.crew_id);
    const emails = accepted.length ? await this.queries.execute(new GetUserNamesQuery(accepted)) : new Map<string, { email: string }>();
    const byCrew = new Map(rows.map((r) => [r.crew_id, r]));
    const now = this.clock.now();
    return ids.map((crewId): ContactStateView => {
      const row = byCrew.get(crewId);
      if (!row) return { crewId, status: 'none', requestId: null, email: null, closedAt: null, newRequestFrom: null, canRequest: true };
      const dates = { status: row.status, respondedAt: row.responded_at && new Date(row.responded_at), withdrawnAt: row.withdrawn_at && new Date(row.withdrawn_at) };
      const closed = closedAt(dates);
      const next = newRequestFrom(dates);
      return {
        crewId,
        status: row.status,
        requestId: row.id,
        email: row.status === 'accepted' ? (emails.get(crewId)?.email ?? null) : null,
        closedAt: closed?.toISOString() ?? null,
        newRequestFrom: next?.toISOString() ?? null,
        canRequest: whyNoNewRequest(dates, now) === null,
      };
    });
  }
}
