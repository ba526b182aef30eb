import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { RequestOrigin } from '../../identity/contracts/auth.js';

export const AUDIT_ACTIONS = [
  'user.role-changed',
  'user.admin-level-changed',
  'user.deleted',
  'review.deleted',
  'review.flag-cleared',
  'review.verified',
  'employer.upgraded',
  'subscription.activated',
  'credits.added',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditRecord {
  actorId: string | null;
  action: AuditAction;
  targetType: 'user' | 'review';
  targetId: string;
  details: Record<string, unknown>;
  origin?: RequestOrigin;
  /** For entries made from an integration event: its id and time. */
  event?: { id: string; occurredAt: string };
}

/** Appends to the admin audit log in the caller's transaction. */
@Injectable()
export class AuditLog {
  async append(em: EntityManager, record: AuditRecord): Promise<void> {
    await em.execute(
      `insert into admin_audit_log (actor_id, action, target_type, target_id, details, ip, user_agent, event_id, occurred_at)
       values (?, ?, ?, ?, ?::jsonb, ?, ?, ?, coalesce(?::timestamptz, clock_timestamp())) on conflict (event_id) do nothing`,
      [
        record.actorId,
        record.action,
        record.targetType,
        record.targetId,
        JSON.stringify(record.details),
        record.origin?.ip ?? null,
        record.origin?.userAgent ?? null,
        record.event?.id ?? null,
        record.event?.occurredAt ?? null,
      ],
    );
  }
}
