import type { QueryBus } from '@nestjs/cqrs';
import type { ReviewEventTypeName } from '@crew/contracts/review-events';
import { GetUserNamesQuery } from '../../identity/contracts/admin.js';
import { GetReviewHistoryQuery, type ReviewHistoryEntry } from '../../reviews/contracts/moderation.queries.js';
import { type Actor, actorOf } from '../actors.js';

/** One step of a review's history as admins read it (GET /api/admin/reviews/{id}/history). */
export interface ReviewHistoryStep {
  stream: 'review-request' | 'review';
  type: ReviewEventTypeName;
  recordedAt: string;
  actor: Actor;
  ip: string | null;
  userAgent: string | null;
  data: Record<string, unknown>;
}

/** The parts of the product that record events of their own, as the history names them. */
export const SYSTEM_ACTORS = {
  fraudRules: 'System (fraud rules)',
  seaServiceRecords: 'System (sea service records)',
  mailDelivery: 'System (mail delivery)',
  other: 'System',
} as const;

/**
 * Which part of the system made an event, or null when a person did. Decided from the type
 * and data, not the metadata: the fraud rules and the served-together match run inside the
 * reviewer's submission, so their events carry the reviewer as metadata actor, yet the
 * reviewer neither flagged their own review nor matched the two service records.
 * ReviewSeaServiceConfirmed stays the reviewer's: they ticked the confirmation themselves.
 */
export function systemActorOf(entry: Pick<ReviewHistoryEntry, 'type' | 'data' | 'actorId'>): string | null {
  switch (entry.type) {
    case 'ReviewFraudSignalsFound':
    case 'ReviewNamedInFraudSignals':
      return SYSTEM_ACTORS.fraudRules;
    case 'ReviewFlagged':
      // flaggedBy is null when the rules flagged it at submission, an admin's id otherwise.
      if (entry.data.flaggedBy == null) return SYSTEM_ACTORS.fraudRules;
      break;
    case 'ReviewServedTogether':
      return SYSTEM_ACTORS.seaServiceRecords;
    case 'ReviewRequestEmailSent':
    case 'ReviewRequestEmailFailed':
      return SYSTEM_ACTORS.mailDelivery;
    default:
      break;
  }
  return entry.actorId ? null : SYSTEM_ACTORS.other;
}

/**
 * The vessel of a sea service confirmation: its own data names only the reviewee's period and
 * the days, while the ReviewServedTogether recorded right before it (same append, ADR 0027)
 * names the vessel and its IMO number.
 */
function withVessel(entry: ReviewHistoryEntry, servedTogether: ReviewHistoryEntry | undefined): Record<string, unknown> {
  if (entry.type !== 'ReviewSeaServiceConfirmed' || !servedTogether) return entry.data;
  return { ...entry.data, vesselName: servedTogether.data.vesselName, imoNumber: servedTogether.data.imoNumber };
}

/** The entries as steps: who did it (a person or a named part of the system), when, from where. */
export function toHistorySteps(entries: readonly ReviewHistoryEntry[], names: Map<string, { name: string; email: string }>): ReviewHistoryStep[] {
  let servedTogether: ReviewHistoryEntry | undefined;
  return entries.map((entry) => {
    if (entry.type === 'ReviewServedTogether') servedTogether = entry;
    const system = systemActorOf(entry);
    return {
      stream: entry.stream,
      type: entry.type,
      recordedAt: entry.recordedAt,
      actor: system ? { id: null, name: system, email: null } : actorOf(entry.actorId, names),
      // Where the request that caused it came from belongs to the person who sent it, not to the system.
      ip: system ? null : entry.ip,
      userAgent: system ? null : entry.userAgent,
      data: withVessel(entry, servedTogether),
    };
  });
}

/** A review's whole history for admins, oldest first; null when there is no such review. */
export async function getReviewHistory(queries: QueryBus, reviewId: string): Promise<ReviewHistoryStep[] | null> {
  const entries = await queries.execute(new GetReviewHistoryQuery(reviewId));
  if (!entries) return null;
  const people = entries.flatMap((e) => (e.actorId && !systemActorOf(e) ? [e.actorId] : []));
  const names = await queries.execute(new GetUserNamesQuery(people));
  return toHistorySteps(entries, names);
}
