import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Logger, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { Clock } from '../../../platform/clock/clock.js';
import { DataExport } from '../../../platform/privacy/data-export.js';
import { OutboxService } from '../../../platform/queue/outbox.service.js';
import { EXPORTS_QUEUE } from '../../../platform/queue/queues.js';
import { ObjectStorage } from '../../../platform/storage/object-storage.js';
import { User } from '../user.entity.js';
import {
  BuildDataExportCommand, FailDataExportCommand, GetDataExportFileQuery, ListDataExportsQuery, RequestDataExportCommand,
} from './data-export.commands.js';
import type { DataExportView } from './data-export.dto.js';
import { DataExportFile } from './data-export.entity.js';
import { withIsoInstants } from './export-timestamps.js';

export const BUILD_DATA_EXPORT_JOB = 'identity.build-data-export';
const KEPT = 5;

function toView(file: DataExportFile): DataExportView {
  return {
    id: file.id,
    status: file.status,
    createdAt: file.createdAt.toISOString(),
    readyAt: file.readyAt?.toISOString() ?? null,
    byteSize: file.byteSize,
    downloadable: file.status === 'ready' && file.objectKey !== null,
  };
}

@CommandHandler(RequestDataExportCommand)
export class RequestDataExportHandler implements ICommandHandler<RequestDataExportCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: RequestDataExportCommand): Promise<DataExportView> {
    // Two tries: a conflict means another request is building one, which may finish (and let a
    // new one start) between our insert and our look-up.
    for (let attempt = 0; ; attempt++) {
      try {
        const file = await this.em.fork().transactional(async (em) => {
          const created = em.create(DataExportFile, { userId, createdAt: this.clock.now() });
          this.outbox.add(em, { queue: EXPORTS_QUEUE, name: BUILD_DATA_EXPORT_JOB, data: { exportId: created.id } });
          return created;
        });
        return toView(file);
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
        // One is being built already (a double click, a second tab): that one is the answer.
        const pending = await this.em.fork().findOne(DataExportFile, { userId, status: 'pending' });
        if (pending) return toView(pending);
        if (attempt > 0) throw error;
      }
    }
  }
}

@QueryHandler(ListDataExportsQuery)
export class ListDataExportsHandler implements IQueryHandler<ListDataExportsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ListDataExportsQuery): Promise<DataExportView[]> {
    const files = await this.em.fork().find(DataExportFile, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: KEPT });
    return files.map(toView);
  }
}

@QueryHandler(GetDataExportFileQuery)
export class GetDataExportFileHandler implements IQueryHandler<GetDataExportFileQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: ObjectStorage,
  ) {}

  async execute({ userId, exportId }: GetDataExportFileQuery) {
    const file = await this.em.fork().findOne(DataExportFile, { id: exportId });
    // To anyone but its owner a data file does not exist.
    if (!file || file.userId !== userId || file.status !== 'ready' || !file.objectKey || !file.readyAt) return null;
    const body = await this.storage.get(file.objectKey);
    return body ? { body, fileName: `crew-reviews-my-data-${file.readyAt.toISOString().slice(0, 10)}.json` } : null;
  }
}

@CommandHandler(BuildDataExportCommand)
export class BuildDataExportHandler implements ICommandHandler<BuildDataExportCommand> {
  private readonly logger = new Logger(BuildDataExportHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly dataExport: DataExport,
    private readonly storage: ObjectStorage,
    private readonly clock: Clock,
  ) {}

  async execute({ exportId }: BuildDataExportCommand): Promise<void> {
    const em = this.em.fork();
    const file = await em.findOne(DataExportFile, { id: exportId });
    if (!file || file.status !== 'pending') return;
    const user = await em.findOne(User, { id: file.userId });
    if (!user) throw new UnauthorizedException('The account no longer exists');
    const exportedAt = this.clock.now();
    const sections = await this.dataExport.collect(em, { userId: user.id, email: user.email });
    const body = Buffer.from(
      JSON.stringify(
        {
          about: 'Everything Crew Reviews holds about you, as of exportedAt. Reviews you wrote and received, requests, share links, billing and admin actions on your account are included; other people’s contact details are not.',
          exportedAt: exportedAt.toISOString(),
          // Each module reads its own rows; the file writes every instant one way.
          ...(withIsoInstants(sections) as Record<string, unknown>),
        },
        null,
        2,
      ),
    );
    const key = `data-export-${file.id}-${randomBytes(6).toString('hex')}`;
    await this.storage.put(key, body, 'application/json');
    const won = await em.execute<unknown[]>(
      `update data_exports set status = 'ready', object_key = ?, byte_size = ?, ready_at = ? where id = ? and status = 'pending' returning id`,
      [key, body.length, exportedAt, file.id],
    );
    if (won.length === 0) {
      await this.storage.delete(key);
      return;
    }
    // Only the newest file is kept: a copy of someone's data is kept no longer than needed.
    const older = await em.execute<Array<{ object_key: string }>>(
      `update data_exports d set object_key = null from data_exports o where d.id = o.id and d.user_id = ? and d.id <> ? and o.object_key is not null returning o.object_key`,
      [file.userId, file.id],
    );
    for (const { object_key } of older) {
      await this.storage.delete(object_key).catch((error: unknown) => this.logger.warn(`Old data export ${object_key} was not removed: ${String(error)}`));
    }
    // The list shows the last KEPT; rows older than that (their files already gone) are dropped.
    await em.execute(
      `delete from data_exports where user_id = ? and object_key is null and status <> 'pending'
         and id not in (select id from data_exports where user_id = ? order by created_at desc, id desc limit ?)`,
      [file.userId, file.userId, KEPT],
    );
  }
}

@CommandHandler(FailDataExportCommand)
export class FailDataExportHandler implements ICommandHandler<FailDataExportCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ exportId, reason }: FailDataExportCommand): Promise<void> {
    await this.em.fork().execute(`update data_exports set status = 'failed', failure_reason = ? where id = ? and status = 'pending'`, [reason.slice(0, 500), exportId]);
  }
}
