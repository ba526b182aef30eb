import { Module } from '@nestjs/common';
import { AuditLog } from './audit-log/audit-log.js';
import { ModerationExporter } from './export-person/moderation.exporter.js';
import { AuditLogSubscriber } from './audit-log/audit-log.subscriber.js';
import { AuditLogCheck } from './audit-log/audit-log.check.js';

/** The moderation module's worker side: the audit log's entries from other modules' events. */
@Module({ providers: [AuditLog, AuditLogSubscriber, AuditLogCheck, ModerationExporter] })
export class ModerationWorkerModule {}
