import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type BulkApplier, type IntegrationEventSubscriber, type StoredIntegrationEvent, Subscriber } from '../../../platform/events/integration-event.js';
import {
  ACCOUNT_DELETED,
  type AccountDeletedV1,
  PROFILE_CHANGED,
  type ProfileChangedV1,
  ROLE_CHANGED,
  type RoleChangedV1,
  USER_REGISTERED,
  type UserRegisteredV1,
} from '../../identity/contracts/events.js';
import { CERTIFICATE_EXPIRIES_CHANGED, type CertificateExpiriesChangedV1 } from '../../certifications/contracts/events.js';
import { PUBLIC_REVIEW_CHANGED, type PublicReviewChangedV1, REVIEW_SUMMARY_CHANGED, type ReviewSummaryChangedV1 } from '../../reviews/contracts/events.js';
import { SEA_SERVICE_CHANGED, type SeaServiceChangedV1 } from '../../sea-service/contracts/events.js';
import { applyPublicProfileEvents } from './public-profile-bulk.js';
import { publicSeaService } from './public-profile-document.js';
import { applyExpiryDates, applyPerson, applyRole, applySeaService, forgetPerson, lockPerson, publicPerson, rebuildPublicProfile, refreshPublicProfile } from './public-profile-store.js';

export const PUBLIC_PROFILE_SUBSCRIBER = 'sharing.public-profiles';

/**
 * Keeps everything the public profile shows, from reviews' events (sharing_review_summaries,
 * sharing_public_reviews) and identity's (the person in sharing_public_profiles), and rebuilds
 * the person's precomputed document in the same transaction (ADR 0021); sea service from
 * sea-service's events (ADR 0027). Each event carries the
 * whole new state of its part, and a part only takes an event with a higher position than the
 * one it holds, so late or repeated deliveries change nothing.
 */
@Injectable()
@Subscriber({
  name: PUBLIC_PROFILE_SUBSCRIBER,
  events: [REVIEW_SUMMARY_CHANGED, PUBLIC_REVIEW_CHANGED, USER_REGISTERED, PROFILE_CHANGED, ROLE_CHANGED, CERTIFICATE_EXPIRIES_CHANGED, ACCOUNT_DELETED, SEA_SERVICE_CHANGED],
  tables: ['sharing_review_summaries', 'sharing_public_reviews', 'sharing_public_profiles'],
})
export class PublicProfileDataSubscriber implements IntegrationEventSubscriber {
  async handle(em: EntityManager, event: StoredIntegrationEvent): Promise<void> {
    const userId = personOf(event);
    // First, before any of the person's rows is touched (see lockPerson).
    await lockPerson(em, userId);
    switch (event.type) {
      case REVIEW_SUMMARY_CHANGED: {
        const { public: summary } = event.payload as ReviewSummaryChangedV1;
        await em.execute(
          `insert into sharing_review_summaries (user_id, summary, position) values (?, ?::jsonb, ?)
           on conflict (user_id) do update set summary = excluded.summary, position = excluded.position
           where sharing_review_summaries.position < excluded.position`,
          [userId, JSON.stringify(summary), event.position],
        );
        break;
      }
      case PUBLIC_REVIEW_CHANGED: {
        const { reviewId, review } = event.payload as PublicReviewChangedV1;
        await em.execute(
          `insert into sharing_public_reviews (review_id, reviewee_id, review, created_at, position) values (?, ?, ?::jsonb, ?, ?)
           on conflict (review_id) do update set review = excluded.review, created_at = excluded.created_at, position = excluded.position
           where sharing_public_reviews.position < excluded.position`,
          [reviewId, userId, review ? JSON.stringify(review) : null, review?.createdAt ?? null, event.position],
        );
        break;
      }
      case USER_REGISTERED: {
        const registered = event.payload as UserRegisteredV1;
        await applyPerson(em, userId, publicPerson(registered), event.position);
        await applyRole(em, userId, registered.role, event.position);
        break;
      }
      case PROFILE_CHANGED:
        await applyPerson(em, userId, publicPerson(event.payload as ProfileChangedV1), event.position);
        break;
      case ROLE_CHANGED:
        await applyRole(em, userId, (event.payload as RoleChangedV1).role, event.position);
        break;
      case CERTIFICATE_EXPIRIES_CHANGED:
        await applyExpiryDates(em, userId, (event.payload as CertificateExpiriesChangedV1).expiryDates, event.position);
        break;
      case SEA_SERVICE_CHANGED:
        await applySeaService(em, userId, publicSeaService(event.payload as SeaServiceChangedV1), event.position);
        break;
      case ACCOUNT_DELETED:
        await forgetPerson(em, userId);
        return;
    }
    await refreshPublicProfile(em, userId);
  }

  /** Replays and the consistency check: the parts per batch, each touched person's document once at the end. */
  bulk(em: EntityManager): BulkApplier {
    const touched = new Set<string>();
    return {
      apply: async (events) => {
        for (const userId of await applyPublicProfileEvents(em, events)) touched.add(userId);
      },
      finish: async () => {
        for (const userId of touched) await rebuildPublicProfile(em, userId);
      },
    };
  }
}

/** Whose public profile the event changes. */
function personOf(event: StoredIntegrationEvent): string {
  if (event.type === PUBLIC_REVIEW_CHANGED) return (event.payload as PublicReviewChangedV1).revieweeId;
  return (event.payload as ReviewSummaryChangedV1 | UserRegisteredV1 | ProfileChangedV1 | RoleChangedV1 | CertificateExpiriesChangedV1 | AccountDeletedV1 | SeaServiceChangedV1).userId;
}
