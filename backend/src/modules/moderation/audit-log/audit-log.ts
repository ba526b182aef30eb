import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Sealer } from '../../../platform/privacy/personal-data.js';
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
  'user.self-deleted',
  'user.suspended',
  'user.suspension-lifted',
  'user.second-factors-reset',
  'user.admin-level-restored',
  'review.flagged',
  'dispute.decided',
  'api-key.created',
  'api-key.revoked',
  'support.answered',
  'support.closed',
  'company.verified',
  'company.verification-revoked',
  'job.retried',
  'job.discarded',
  'subscriber.replay-started',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** 'system': a queue's job or an integration-event subscriber, acted on from the System tab. */
export type AuditTargetType = 'user' | 'review' | 'system';

/**
 * The id an audit entry gives a part of the system (a job `mail/outbox-12`, a subscriber
 * `search.crew-directory`): a name-based UUID (RFC 9562 version 5 layout, SHA-1 of the name),
 * because target_id is a uuid column. The same thing always gets the same id, so its entries
 * can be found together; the readable name is in the entry's details.
 */
export function systemTargetId(name: string): string {
  const hash = createHash('sha1').update(`crew-system:${name}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface AuditRecord {
  actorId: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  details: Record<string, unknown>;
  origin?: RequestOrigin;
  /** For entries made from an integration event: its id and time. */
  event?: { id: string; occurredAt: string };
}

/**
 * Appends to the admin audit log in the caller's transaction. Where the action came from (IP,
 * browser) is the actor's personal data: it is sealed under the actor's key (ADR 0019), so
 * deleting the actor's account erases it from an append-only log; readers open it with
 * `openSealed` and get null once the key is gone.
 */
@Injectable()
export class AuditLog {
  async append(em: EntityManager, record: AuditRecord): Promise<void> {
    const sealer = new Sealer();
    const origin = (value: string | undefined) => {
      if (value === undefined) return null;
      return record.actorId ? sealer.seal(record.actorId, value, null) : value;
    };
    const ip = origin(record.origin?.ip);
    const userAgent = origin(record.origin?.userAgent);
    await sealer.insert(em);
    await em.execute(
      `insert into admin_audit_log (actor_id, action, target_type, target_id, details, ip, user_agent, event_id, occurred_at)
       values (?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?, coalesce(?::timestamptz, clock_timestamp())) on conflict (event_id) do nothing`,
      [
        record.actorId,
        record.action,
        record.targetType,
        record.targetId,
        JSON.stringify(record.details),
        ip === null ? null : JSON.stringify(ip),
        userAgent === null ? null : JSON.stringify(userAgent),
        record.event?.id ?? null,
        record.event?.occurredAt ?? null,
      ],
    );
  }
}
