import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CheckedReadModel, type ReadModelCheck, type RebuildSources } from '../../../platform/consistency/read-model-check.js';
import { AUDIT_LOG_SUBSCRIBER } from './audit-log.subscriber.js';

/**
 * The audit log's entries made from other modules' events (keyed by event id). Entries the admin
 * area writes with its own actions have no source but themselves and are not compared. The log
 * is append-only: a repair only adds a missing entry; an entry that differs is reported and
 * kept, for a person to look at.
 */
@Injectable()
@CheckedReadModel()
export class AuditLogCheck implements ReadModelCheck {
  readonly kind = 'audit-log';
  readonly tables = [{ name: 'admin_audit_log', key: ['event_id'], where: 'event_id is not null', ignore: ['id'], repair: 'insert-missing' as const }];

  async rebuild(_em: EntityManager, from: RebuildSources): Promise<void> {
    await from.subscriber(AUDIT_LOG_SUBSCRIBER);
  }
}
