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
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditRecord {
  actorId: string | null;
  action: AuditAction;
  targetType: 'user' | 'review';
  targetId: string;
  details: Record<string, unknown>;
  origin?: RequestOrigin;
}

/** Appends to the admin audit log in the caller's transaction. */
@Injectable()
export class AuditLog {
  async append(em: EntityManager, record: AuditRecord): Promise<void> {
    await em.execute(
      `insert into admin_audit_log (actor_id, action, target_type, target_id, details, ip, user_agent) values (?, ?, ?, ?, ?::jsonb, ?, ?)`,
      [record.actorId, record.action, record.targetType, record.targetId, JSON.stringify(record.details), record.origin?.ip ?? null, record.origin?.userAgent ?? null],
    );
  }
}
