import { auditActionLabel, auditDetailsText } from '@crew/contracts/audit-log';
import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Clock } from '../../../platform/clock/clock.js';
import { csvRow } from '../../../platform/http/csv.js';
import { ListUsersForAdminQuery } from '../../identity/contracts/admin.js';
import { Require } from '../../identity/contracts/auth.js';
import { AuditLogEntryDto } from '../moderation.dto.js';
import { AUDIT_PAGE_SIZE, AuditLogFilterDto, AuditLogQueryDto } from './audit-log.dto.js';
import { type AuditLogEntry, type AuditLogFilter, countAuditLog, readAuditLog } from './audit-log.read.js';

export type { AuditLogEntry } from './audit-log.read.js';

/** A name search matches at most this many people; more means the text is too vague to narrow the log. */
const ACTOR_MATCHES = 1000;
/** Rows read per round trip while writing the CSV export. */
const EXPORT_BATCH = 1000;

const CSV_HEADER = ['When (UTC)', 'Kind', 'Action', 'Action code', 'Actor', 'Actor email', 'Target type', 'Target', 'Target id', 'Details', 'IP address', 'Browser'];

@ApiTags('admin')
@Controller('admin')
@Require('isAdmin')
export class AuditLogController {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  @Get('audit-log')
  @ApiOperation({
    operationId: 'listAuditLog',
    summary: 'Admin actions and account activity, newest first, filtered by actor, action and days; the total is in X-Total-Count',
  })
  @ApiOkResponse({ type: [AuditLogEntryDto] })
  async list(@Query() query: AuditLogQueryDto, @Res({ passthrough: true }) res: Response): Promise<AuditLogEntry[]> {
    const em = this.em.fork();
    const filter = await this.filterOf(query);
    const pageSize = query.pageSize ?? AUDIT_PAGE_SIZE;
    const [entries, total] = await Promise.all([
      readAuditLog(em, this.queries, filter, { limit: pageSize, offset: ((query.page ?? 1) - 1) * pageSize }),
      countAuditLog(em.fork(), filter),
    ]);
    res.setHeader('X-Total-Count', String(total));
    return entries.map(({ cursor: _, ...entry }) => entry);
  }

  @Get('audit-log.csv')
  @ApiOperation({ operationId: 'exportAuditLog', summary: 'The filtered audit log as a CSV file (every matching entry, newest first)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV file, named audit-log-YYYY-MM-DD.csv', schema: { type: 'string' } })
  async exportCsv(@Query() query: AuditLogFilterDto, @Res() res: Response): Promise<void> {
    const em = this.em.fork();
    const filter = await this.filterOf(query);
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-log-${this.clock.now().toISOString().slice(0, 10)}.csv"`,
      'X-Content-Type-Options': 'nosniff',
    });
    // The byte order mark makes spreadsheet programs read the names as UTF-8.
    res.write(`\uFEFF${csvRow(CSV_HEADER)}`);
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const batch = await readAuditLog(em, this.queries, filter, { limit: EXPORT_BATCH, after });
      if (batch.length === 0) break;
      res.write(batch.map((entry) => csvRow(csvCells(entry))).join(''));
      if (batch.length < EXPORT_BATCH) break;
      after = batch[batch.length - 1].cursor;
    }
    res.end();
  }

  private async filterOf(query: AuditLogFilterDto): Promise<AuditLogFilter> {
    let actorIds = query.actorId ? [query.actorId.toLowerCase()] : undefined;
    const search = query.actor?.trim();
    if (search) {
      // Names and emails are identity's: ask it who matches, then read their entries.
      const found = await this.queries.execute(new ListUsersForAdminQuery({ search, limit: ACTOR_MATCHES, offset: 0, count: false }));
      const ids = found.users.map((user) => user.id);
      actorIds = actorIds ? actorIds.filter((id) => ids.includes(id)) : ids;
    }
    return { actorIds, actions: query.action, kind: query.kind, from: query.from, to: query.to };
  }
}

function csvCells(entry: AuditLogEntry): Array<string | null> {
  return [
    entry.occurredAt,
    entry.kind === 'account' ? 'Account activity' : 'Admin action',
    auditActionLabel(entry.action),
    entry.action,
    entry.actor.name,
    entry.actor.email,
    entry.target.type,
    // A user by name, a system target by its job or subscriber (the reader names both).
    entry.target.type === 'review' ? `Review ${entry.target.id}` : entry.target.name,
    entry.target.id,
    auditDetailsText(entry.action, entry.details),
    entry.ip,
    entry.userAgent,
  ];
}
