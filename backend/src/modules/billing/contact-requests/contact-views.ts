import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetUserNamesQuery } from '../../identity/contracts/admin.js';
import { newRequestFrom } from './contact-rules.js';
import type { ContactRequestView } from './contact-requests.dto.js';

/** To anyone but its two parties a conversation does not exist. */
export const REQUEST_NOT_FOUND = 'Contact request not found';

/** A conversation as read from the database, with its company and latest thread message. */
export interface ConversationRow {
  id: string;
  employer_id: string;
  crew_id: string;
  position: string | null;
  vessel: string | null;
  dates: string | null;
  message: string;
  status: ContactRequestView['status'];
  created_at: Date;
  responded_at: Date | null;
  withdrawn_at: Date | null;
  company_name: string | null;
  company_type: ContactRequestView['company']['type'];
  company_verified: boolean;
  last_message: string | null;
  last_sender_id: string | null;
  last_message_at: Date | null;
}

/** Each conversation with its company and its latest message (one index probe per row). */
export const SELECT_CONVERSATIONS = `select r.id, r.employer_id, r.crew_id, r.position, r.vessel, r.dates, r.message, r.status,
    r.created_at, r.responded_at, r.withdrawn_at,
    c.company_name, c.company_type, c.verified_at is not null as company_verified,
    m.message as last_message, m.sender_id as last_sender_id, m.created_at as last_message_at
  from contact_requests r
  left join employer_companies c on c.user_id = r.employer_id
  left join lateral (select message, sender_id, created_at from contact_messages where request_id = r.id order by created_at desc, id desc limit 1) m on true`;

export const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value ? iso(value) : null);

export type Names = Map<string, { name: string; email: string }>;

/** Both sides' names (and emails), in one query to identity, never one per row. */
export function namesOf(queries: QueryBus, rows: ConversationRow[]): Promise<Names> {
  return queries.execute(new GetUserNamesQuery([...new Set(rows.flatMap((r) => [r.crew_id, r.employer_id]))]));
}

/** How the employer side is named to the crew member: the company, else (made employer by an admin) their own name. */
export const companyName = (row: ConversationRow, names: Names) => row.company_name ?? names.get(row.employer_id)?.name ?? 'An employer';

export function toView(row: ConversationRow, names: Names, direction: ContactRequestView['direction']): ContactRequestView {
  const crew = names.get(row.crew_id);
  const dates = { status: row.status, respondedAt: row.responded_at && new Date(row.responded_at), withdrawnAt: row.withdrawn_at && new Date(row.withdrawn_at) };
  const next = newRequestFrom(dates);
  return {
    id: row.id,
    direction,
    status: row.status,
    position: row.position,
    vessel: row.vessel,
    dates: row.dates,
    message: row.message,
    company: { name: companyName(row, names), type: row.company_type, verified: row.company_verified },
    // The crew member's email reaches the employer only while they consent (accepted, not withdrawn).
    crew: { id: row.crew_id, name: crew?.name ?? 'Former member', email: row.status === 'accepted' ? (crew?.email ?? null) : null },
    createdAt: iso(row.created_at),
    respondedAt: isoOrNull(row.responded_at),
    withdrawnAt: isoOrNull(row.withdrawn_at),
    // Only the employer waits for it; the crew member has nothing to wait for.
    newRequestFrom: direction === 'sent' && next ? next.toISOString() : null,
    lastMessage:
      row.last_message !== null && row.last_message_at
        ? { from: row.last_sender_id === row.crew_id ? 'crew' : 'employer', message: row.last_message, createdAt: iso(row.last_message_at) }
        : { from: 'employer', message: row.message, createdAt: iso(row.created_at) },
  };
}

export async function toViews(queries: QueryBus, rows: ConversationRow[], direction: ContactRequestView['direction']): Promise<ContactRequestView[]> {
  const names = await namesOf(queries, rows);
  return rows.map((row) => toView(row, names, direction));
}

/** One conversation by id (with a fresh fork: after the writing transaction committed), or undefined. */
export async function findConversation(em: EntityManager, id: string): Promise<ConversationRow | undefined> {
  const [row] = await em.fork().execute<ConversationRow[]>(`${SELECT_CONVERSATIONS} where r.id = ?`, [id]);
  return row;
}
