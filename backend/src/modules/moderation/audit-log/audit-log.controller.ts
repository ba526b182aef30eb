import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { openSealed } from '../../../platform/privacy/personal-data.js';
import { AuditLogEntryDto } from '../moderation.dto.js';
import { GetUserNamesQuery } from '../../identity/contracts/admin.js';
import { Require } from '../../identity/contracts/auth.js';
import { type Actor, actorOf, FORMER_MEMBER } from '../actors.js';

export interface AuditLogEntry {
  id: string;
  action: string;
  occurredAt: string;
  actor: Actor;
  target: { type: 'user' | 'review'; id: string; name: string | null };
  details: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
}

const PAGE = 200;

@ApiTags('admin')
@Controller('admin/audit-log')
@Require('isAdmin')
export class AuditLogController {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listAuditLog', summary: 'Every admin action, newest first: who, what, on whom, when and from where' })
  @ApiOkResponse({ type: [AuditLogEntryDto] })
  async list(): Promise<AuditLogEntry[]> {
    const em = this.em.fork();
    const sealed = await em.execute<
      Array<{ id: string; action: string; occurred_at: Date; actor_id: string | null; target_type: 'user' | 'review'; target_id: string; details: Record<string, unknown>; ip: unknown; user_agent: unknown }>
    >(`select id::text, action, occurred_at, actor_id, target_type, target_id, details, ip, user_agent from admin_audit_log order by occurred_at desc, id desc limit ${PAGE}`);
    // The actor's IP and browser are sealed under their key: null once their account is deleted (ADR 0019).
    const rows = (await openSealed(em, sealed)) as Array<Omit<(typeof sealed)[number], 'ip' | 'user_agent'> & { ip: string | null; user_agent: string | null }>;
    const people = rows.flatMap((row) => [...(row.actor_id ? [row.actor_id] : []), ...(row.target_type === 'user' ? [row.target_id] : [])]);
    const names = await this.queries.execute(new GetUserNamesQuery(people));
    return rows.map((row) => {
      return {
        id: row.id,
        action: row.action,
        occurredAt: new Date(row.occurred_at).toISOString(),
        actor: actorOf(row.actor_id, names),
        target: { type: row.target_type, id: row.target_id, name: row.target_type === 'user' ? (names.get(row.target_id)?.name ?? FORMER_MEMBER) : null },
        details: row.details,
        ip: row.ip,
        userAgent: row.user_agent,
      };
    });
  }
}
