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
import { lockPerson, rebuildPublicProfile, refreshPublicProfile } from './public-profile-store.js';

export const PUBLIC_PROFILE_SUBSCRIBER = 'sharing.public-profiles';

/**
 * Keeps everything the public profile shows, from reviews' events (sharing_review_summaries,
 * sharing_public_reviews) and identity's (the person in sharing_public_profiles), and rebuilds
 * the person's precomputed document in the same transaction (ADR 0021); sea service from
 * sea-service's events (ADR 0027). Each event carries the
 * whole new state of its part, and a part only takes an event with a higher position than the
 * one it holds, so late or repeated deliveries change nothing. One event and a replay's batch
 * go through the same statements (applyPublicProfileEvents).
 */
@Injectable()
@Subscriber({
  name: PUBLIC_PROFILE_SUBSCRIBER,
  events: [REVIEW_SUMMARY_CHANGED, PUBLIC_REVIEW_CHANGED, USER_REGISTERED, PROFILE_CHANGED, ROLE_CHANGED, CERTIFICATE_EXPIRIES_CHANGED, ACCOUNT_DELETED, SEA_SERVICE_CHANGED],
  tables: ['sharing_review_summaries', 'sharing_public_reviews', 'sharing_public_profiles'],
})
export class PublicProfileDataSubscriber implements IntegrationEventSubscriber {
  async handle(em: EntityManager, event: StoredIntegrationEvent): Promise<void> {
    // First, before any of the person's rows is touched (see lockPerson).
    await lockPerson(em, personOf(event));
    for (const userId of await applyPublicProfileEvents(em, [event])) await refreshPublicProfile(em, userId);
  }

  /** Replays and the consistency check: the parts per batch, each touched person's document once at the finish. */
  bulk(): BulkApplier {
    const touched = new Set<string>();
    return {
      apply: async (em, events) => {
        for (const userId of await applyPublicProfileEvents(em, events)) touched.add(userId);
      },
      finish: async (em) => {
        for (const userId of touched) await rebuildPublicProfile(em, userId);
        touched.clear();
      },
    };
  }
}

/** Whose public profile the event changes. */
function personOf(event: StoredIntegrationEvent): string {
  if (event.type === PUBLIC_REVIEW_CHANGED) return (event.payload as PublicReviewChangedV1).revieweeId;
  return (event.payload as ReviewSummaryChangedV1 | UserRegisteredV1 | ProfileChangedV1 | RoleChangedV1 | CertificateExpiriesChangedV1 | AccountDeletedV1 | SeaServiceChangedV1).userId;
}
