import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { counterTrigger } from '../../platform/database/counter-triggers.js';
import { Dispute } from './disputes/dispute.entity.js';

/**
 * One admin action: who, what, on whom, when and from where. Append-only in the database
 * itself, like the review log; people are referenced by id and named when the log is read.
 */
@Entity({
  tableName: 'admin_audit_log',
  triggers: [
    {
      name: 'admin_audit_log_append_only',
      timing: 'before',
      events: ['update', 'delete'],
      forEach: 'row',
      body: `raise exception 'admin_audit_log is append-only: % is not allowed', tg_op using errcode = 'restrict_violation';`,
    },
    // The log's total without counting it (admin_audit_log_total, ADR 0049).
    counterTrigger('admin_audit_log_total_keep', 'admin_audit_log', 'insert', 'admin_audit_log_total_keep_fn'),
  ],
})
@Index({ properties: ['occurredAt'] })
@Index({ name: 'admin_audit_log_occurred_at_id_index', properties: ['occurredAt', 'id'] })
export class AdminAuditEntry {
  [OptionalProps]?: 'id' | 'occurredAt' | 'actorId' | 'ip' | 'userAgent' | 'eventId';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id: string;

  /** null for the system (e.g. an admin made from ADMIN_EMAILS). */
  @Property({ type: 'uuid', nullable: true })
  actorId: string | null = null;

  /** e.g. 'user.role-changed', 'review.flag-cleared' (see audit-actions.ts). */
  @Property({ type: 'string', length: 48 })
  action: string;

  @Property({ type: 'string', length: 16 })
  targetType: 'user' | 'review' | 'system';

  @Property({ type: 'uuid' })
  targetId: string;

  /** What changed: { from, to } for a role or level, the note for a flag decision. */
  @Property({ type: 'json' })
  details: Record<string, unknown>;

  /** Where the actor acted from, sealed under the actor's key (ADR 0019): `{ $sealed, erased: null }`, or a plain string for the system. */
  @Property({ type: 'json', nullable: true })
  ip: unknown = null;

  @Property({ type: 'json', nullable: true })
  userAgent: unknown = null;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  occurredAt: Date;

  /** The integration event an entry was made from (billing's changes), so a redelivery or a replay adds it once. */
  @Property({ type: 'uuid', nullable: true, unique: true })
  eventId: string | null = null;
}

/** The moderation module's persisted entities (composed into one schema in src/entities.ts). */
/** The audit log's size, kept by a statement trigger on admin_audit_log (ADR 0049): one row. */
@Entity({ tableName: 'admin_audit_log_total' })
export class AdminAuditLogTotal {
  @PrimaryKey({ type: 'boolean', default: true })
  id: boolean;

  @Property({ type: 'bigint', default: 0 })
  count: string;
}

export const moderationEntities = [AdminAuditEntry, Dispute, AdminAuditLogTotal];
