import { ACCOUNT_ACTIVITY_ACTIONS, auditEntryKind, type AuditEntryKind } from '@crew/contracts/audit-log';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { openSealed } from '../../../platform/privacy/personal-data.js';
import { GetUserNamesQuery } from '../../identity/contracts/admin.js';
import { type Actor, actorOf, FORMER_MEMBER } from '../actors.js';
import type { AuditTargetType } from './audit-log.js';

/** A system target reads as the job (`mail/outbox-12`) or the subscriber its entry names. */
function systemTargetName(details: Record<string, unknown>): string {
  if (typeof details.subscriber === 'string') return details.subscriber;
  return `${String(details.queue ?? 'queue')}/${String(details.job ?? 'job')}`;
}

export interface AuditLogEntry {
  id: string;
  action: string;
  /** 'account' for what people did on their own account (billing's changes), 'admin' for everything else. */
  kind: AuditEntryKind;
  occurredAt: string;
  actor: Actor;
  target: { type: AuditTargetType; id: string; name: string | null; formerMember: boolean };
  details: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
}

/** Which entries to read; every field narrows, none means the whole log. */
export interface AuditLogFilter {
  /** Entries by these actors only (an empty list matches nothing: a name search that found nobody). */
  actorIds?: string[];
  actions?: string[];
  kind?: AuditEntryKind;
  /** First and last day, YYYY-MM-DD, both inclusive, in UTC. */
  from?: string;
  to?: string;
  /** Entries about this user, or about any of these reviews. */
  about?: { userId: string; reviewIds: string[] };
}

type Row = {
  id: string;
  action: string;
  occurred_at: Date;
  actor_id: string | null;
  target_type: AuditTargetType;
  target_id: string;
  details: Record<string, unknown>;
  ip: string | null;
  user_agent: string | null;
  sort_at: string;
};

function whereOf(filter: AuditLogFilter): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filter.actorIds) {
    clauses.push('actor_id = any(?::uuid[])');
    params.push(`{${filter.actorIds.join(',')}}`);
  }
  if (filter.actions?.length) {
    clauses.push('action = any(?::text[])');
    params.push(`{${filter.actions.join(',')}}`);
  }
  if (filter.kind) {
    clauses.push(`${filter.kind === 'account' ? '' : 'not '}(action = any(?::text[]))`);
    params.push(`{${ACCOUNT_ACTIVITY_ACTIONS.join(',')}}`);
  }
  if (filter.from) {
    clauses.push(`occurred_at >= (?::date)::timestamp at time zone 'UTC'`);
    params.push(filter.from);
  }
  if (filter.to) {
    clauses.push(`occurred_at < (?::date + 1)::timestamp at time zone 'UTC'`);
    params.push(filter.to);
  }
  if (filter.about) {
    clauses.push(`((target_type = 'user' and target_id = ?) or (target_type = 'review' and target_id = any(?::uuid[])))`);
    params.push(filter.about.userId, `{${filter.about.reviewIds.join(',')}}`);
  }
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

/** Where a page starts: offset for the paged screen, keyset for the CSV export's batches. */
export type AuditLogWindow = { limit: number; offset: number } | { limit: number; after: { at: string; id: string } | null };

/**
 * Reads the audit log newest first, actors and targets named (a deleted account reads
 * 'Former member'), the actor's IP and browser opened (null once their key is erased, ADR 0019).
 */
export async function readAuditLog(
  em: EntityManager,
  queries: QueryBus,
  filter: AuditLogFilter,
  window: AuditLogWindow,
): Promise<Array<AuditLogEntry & { cursor: { at: string; id: string } }>> {
  if (filter.actorIds?.length === 0) return [];
  const where = whereOf(filter);
  const keyset = 'after' in window && window.after;
  const sql = `select id::text, action, occurred_at, occurred_at::text as sort_at, actor_id, target_type, target_id, details, ip, user_agent
    from admin_audit_log
    ${where.sql || (keyset ? 'where true' : '')} ${keyset ? 'and (occurred_at, id) < (?::timestamptz, ?::bigint)' : ''}
    order by occurred_at desc, id desc limit ? ${'offset' in window ? 'offset ?' : ''}`;
  const params = [...where.params, ...(keyset ? [keyset.at, keyset.id] : []), window.limit, ...('offset' in window ? [window.offset] : [])];
  const sealed = await em.execute<Row[]>(sql, params);
  const rows = (await openSealed(em, sealed)) as Row[];
  const people = rows.flatMap((row) => [...(row.actor_id ? [row.actor_id] : []), ...(row.target_type === 'user' ? [row.target_id] : [])]);
  const names = people.length ? await queries.execute(new GetUserNamesQuery([...new Set(people)])) : new Map<string, { name: string; email: string }>();
  return rows.map((row) => {
    const targetName = row.target_type === 'user' ? (names.get(row.target_id)?.name ?? null) : null;
    return {
      id: row.id,
      action: row.action,
      kind: auditEntryKind(row.action),
      occurredAt: new Date(row.occurred_at).toISOString(),
      actor: actorOf(row.actor_id, names),
      target: {
        type: row.target_type,
        id: row.target_id,
        name: row.target_type === 'user' ? (targetName ?? FORMER_MEMBER) : row.target_type === 'system' ? systemTargetName(row.details) : null,
        formerMember: row.target_type === 'user' && targetName === null,
      },
      details: row.details,
      ip: row.ip,
      userAgent: row.user_agent,
      cursor: { at: row.sort_at, id: row.id },
    };
  });
}

export async function countAuditLog(em: EntityManager, filter: AuditLogFilter): Promise<number> {
  if (filter.actorIds?.length === 0) return 0;
  const where = whereOf(filter);
  // Unfiltered, the total is the counter a trigger keeps (ADR 0049): the log only grows, and
  // counting it per page would read all of it.
  const sql = where.sql.trim() ? `select count(*) as total from admin_audit_log ${where.sql}` : 'select coalesce(sum(count), 0) as total from admin_audit_log_total';
  const [row] = await em.execute<Array<{ total: string }>>(sql, where.sql.trim() ? where.params : []);
  return Number(row.total);
}
