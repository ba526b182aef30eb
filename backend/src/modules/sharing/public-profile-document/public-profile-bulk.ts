import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredIntegrationEvent } from '../../../platform/events/integration-event.js';
import { LatestPerRow } from '../../../platform/events/latest-per-row.js';
import { CERTIFICATE_EXPIRIES_CHANGED, type CertificateExpiriesChangedV1 } from '../../certifications/contracts/events.js';
import { ACCOUNT_DELETED, type AccountDeletedV1, PROFILE_CHANGED, type ProfileChangedV1, ROLE_CHANGED, type RoleChangedV1, USER_REGISTERED, type UserRegisteredV1 } from '../../identity/contracts/events.js';
import { PUBLIC_REVIEW_CHANGED, type PublicReviewChangedV1, REVIEW_SUMMARY_CHANGED, type ReviewSummaryChangedV1 } from '../../reviews/contracts/events.js';
import { SEA_SERVICE_CHANGED, type SeaServiceChangedV1 } from '../../sea-service/contracts/events.js';
import { publicSeaService } from './public-profile-document.js';
import { forgetPerson, publicPerson } from './public-profile-store.js';
import { executeBound } from '../../../platform/database/bound-parameters.js';

/**
 * The parts of a row that other modules' events fill, each with the position of the event it
 * came from.
 */
const PARTS = {
  person: { column: 'person', position: 'profile_position', jsonb: true },
  role: { column: 'role', position: 'role_position', jsonb: false },
  certificateExpiries: { column: 'certificate_expiries', position: 'expiries_position', jsonb: true },
  seaService: { column: 'sea_service', position: 'sea_service_position', jsonb: true },
} as const;

/**
 * Applies integration events to sharing's tables: the public-profile subscriber's handler with
 * one event, its bulk path (replays, the consistency check) with a batch. A part only takes an
 * event newer than the one it holds, so of a batch only each row's latest event per part can
 * leave a trace: that one is kept, and each table and part is one statement over the batch's
 * rows (a deleted account takes nothing). The batch's account deletions come last and wipe
 * whatever the batch gave those people, as one by one. Answers the people touched, whose
 * documents the caller rebuilds once (refreshPublicProfile): the handler per event, a replay
 * once its copies have their indexes (then per batch while it catches up), the check once at
 * the end, where one by one a person with 5,000 reviews had theirs rebuilt 5,000 times. Takes
 * no person locks: the handler takes the event's person's first, and a bulk caller is alone on
 * the tables.
 */
export async function applyPublicProfileEvents(em: EntityManager, events: readonly StoredIntegrationEvent[]): Promise<Set<string>> {
  const touched = new Set<string>();
  const summaries = new LatestPerRow<{ user_id: string; summary: unknown }>();
  const reviews = new LatestPerRow<{ review_id: string; reviewee_id: string; review: unknown; created_at: string | null }>();
  const parts = { person: new LatestPerRow<{ user_id: string; value: unknown }>(), role: new LatestPerRow<{ user_id: string; value: string }>(), certificateExpiries: new LatestPerRow<{ user_id: string; value: unknown }>(), seaService: new LatestPerRow<{ user_id: string; value: unknown }>() };
  const deleted: string[] = [];
  for (const event of events) {
    const at = event.position;
    switch (event.type) {
      case REVIEW_SUMMARY_CHANGED: {
        const { userId, public: summary } = event.payload as ReviewSummaryChangedV1;
        summaries.keep(userId, at, { user_id: userId, summary });
        touched.add(userId);
        break;
      }
      case PUBLIC_REVIEW_CHANGED: {
        const { reviewId, revieweeId, review } = event.payload as PublicReviewChangedV1;
        reviews.keep(reviewId, at, { review_id: reviewId, reviewee_id: revieweeId, review, created_at: review?.createdAt ?? null });
        touched.add(revieweeId);
        break;
      }
      case USER_REGISTERED: {
        const registered = event.payload as UserRegisteredV1;
        parts.person.keep(registered.userId, at, { user_id: registered.userId, value: publicPerson(registered) });
        parts.role.keep(registered.userId, at, { user_id: registered.userId, value: registered.role });
        touched.add(registered.userId);
        break;
      }
      case PROFILE_CHANGED: {
        const profile = event.payload as ProfileChangedV1;
        parts.person.keep(profile.userId, at, { user_id: profile.userId, value: publicPerson(profile) });
        touched.add(profile.userId);
        break;
      }
      case ROLE_CHANGED: {
        const { userId, role } = event.payload as RoleChangedV1;
        parts.role.keep(userId, at, { user_id: userId, value: role });
        touched.add(userId);
        break;
      }
      case CERTIFICATE_EXPIRIES_CHANGED: {
        const { userId, expiryDates } = event.payload as CertificateExpiriesChangedV1;
        parts.certificateExpiries.keep(userId, at, { user_id: userId, value: expiryDates });
        touched.add(userId);
        break;
      }
      case SEA_SERVICE_CHANGED: {
        const seaService = event.payload as SeaServiceChangedV1;
        parts.seaService.keep(seaService.userId, at, { user_id: seaService.userId, value: publicSeaService(seaService) });
        touched.add(seaService.userId);
        break;
      }
      case ACCOUNT_DELETED:
        deleted.push((event.payload as AccountDeletedV1).userId);
        break;
      default:
        throw new Error(`The public-profile subscriber does not handle ${event.type} (position ${event.position})`);
    }
  }

  if (summaries.size > 0) {
    await executeBound(
      em,
      `insert into sharing_review_summaries (user_id, summary, position)
       select r.user_id, r.summary, r.at from jsonb_to_recordset(?::jsonb) r(user_id uuid, summary jsonb, at bigint)
       on conflict (user_id) do update set summary = excluded.summary, position = excluded.position
       where sharing_review_summaries.position < excluded.position`,
      [summaries.json],
    );
  }
  if (reviews.size > 0) {
    await executeBound(
      em,
      `insert into sharing_public_reviews (review_id, reviewee_id, review, created_at, position)
       select r.review_id, r.reviewee_id, r.review, r.created_at, r.at
       from jsonb_to_recordset(?::jsonb) r(review_id uuid, reviewee_id uuid, review jsonb, created_at timestamptz, at bigint)
       on conflict (review_id) do update set review = excluded.review, created_at = excluded.created_at, position = excluded.position
       where sharing_public_reviews.position < excluded.position`,
      [reviews.json],
    );
  }
  for (const [part, latest] of Object.entries(parts) as Array<[keyof typeof PARTS, LatestPerRow<{ user_id: string; value: unknown }>]>) {
    if (latest.size === 0) continue;
    const { column, position, jsonb } = PARTS[part];
    await executeBound(
      em,
      `insert into sharing_public_profiles (user_id, ${column}, ${position})
       select r.user_id, r.value, r.at from jsonb_to_recordset(?::jsonb) r(user_id uuid, value ${jsonb ? 'jsonb' : 'text'}, at bigint)
       on conflict (user_id) do update set ${column} = excluded.${column}, ${position} = excluded.${position}
       where not sharing_public_profiles.deleted and sharing_public_profiles.${position} < excluded.${position}`,
      [latest.json],
    );
  }
  for (const userId of deleted) {
    await forgetPerson(em, userId);
    touched.delete(userId);
  }
  return touched;
}
