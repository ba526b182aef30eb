import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { IntegrationEvent } from '../../../platform/events/integration-event.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import {
  PUBLIC_REVIEW_CHANGED,
  REVIEW_CLEARED,
  REVIEW_DELETED,
  REVIEW_FLAGGED,
  REVIEW_SUMMARY_CHANGED,
  REVIEWS_EVENT_VERSIONS,
} from '../contracts/events.js';
import { FORMER_MEMBER } from '../../identity/contracts/user-values.js';
import type { AnyReviewEvent } from '../domain/review-events.js';
import type { StoredEvent } from '../event-store/event-store.js';
import { changedViews, employerSummaryOf, publicSummaryOf } from '../read/public-reviews.js';
import { reviewNumbersOf } from '../read/review-stats.js';

const version = (type: keyof typeof REVIEWS_EVENT_VERSIONS) => REVIEWS_EVENT_VERSIONS[type];

/**
 * Announces to other modules what a batch of review events changed, from the read tables as
 * they are after it, in the same transaction (contracts/events.ts). Events carry the data
 * subscribers show, so nobody asks reviews back.
 */
@Injectable()
export class ReviewIntegrationEvents {
  constructor(private readonly events: IntegrationEvents) {}

  /** Moderation facts, one per review event that is one (staged in em's unit of work). */
  moderation(em: EntityManager, stored: StoredEvent, revieweeId: string) {
    const event = this.moderationEvent(stored, revieweeId);
    if (event) this.events.publish(em, event);
  }

  /** The moderation fact a review event is, if it is one. */
  moderationEvent(stored: StoredEvent, revieweeId: string): IntegrationEvent | null {
    const event = { type: stored.type, data: stored.data } as AnyReviewEvent;
    const reviewId = stored.streamId;
    switch (event.type) {
      case 'ReviewFlagged':
        return { type: REVIEW_FLAGGED, version: version(REVIEW_FLAGGED), payload: { reviewId, revieweeId, reason: event.data.reason, flaggedBy: event.data.flaggedBy } };
      case 'ReviewVerified':
        return { type: REVIEW_CLEARED, version: version(REVIEW_CLEARED), payload: { reviewId, revieweeId, clearedBy: event.data.verifiedBy, notes: event.data.notes, vouched: true } };
      case 'ReviewFlagCleared':
        return { type: REVIEW_CLEARED, version: version(REVIEW_CLEARED), payload: { reviewId, revieweeId, clearedBy: event.data.clearedBy, notes: event.data.notes, vouched: false } };
      case 'ReviewDeleted':
        return { type: REVIEW_DELETED, version: version(REVIEW_DELETED), payload: { reviewId, revieweeId, deletedBy: event.data.deletedBy, reason: event.data.reason } };
      default:
        return null;
    }
  }

  /** Writes events now, in one statement (IntegrationEvents.publishNow). */
  publishNow(em: EntityManager, events: readonly IntegrationEvent[]) {
    return this.events.publishNow(em, events);
  }

  /**
   * Each changed review as the public sees it now (null: not public), then each person's
   * numbers now, from one read. Called under the reviewees' locks (ReviewProjector), so for
   * one person a later position always carries later numbers.
   */
  async changed(em: EntityManager, reviews: ReadonlyMap<string, string>, reviewees: ReadonlySet<string>) {
    for (const event of await this.changedEvents(em, reviews, reviewees)) this.events.publish(em, event);
  }

  /** What changed() publishes, for a caller that writes it together with other events. */
  async changedEvents(em: EntityManager, reviews: ReadonlyMap<string, string>, reviewees: ReadonlySet<string>): Promise<IntegrationEvent[]> {
    const views = await changedViews(em, [...reviews.keys()], [...reviewees]);
    const events: IntegrationEvent[] = [];
    for (const [reviewId, revieweeId] of reviews) {
      const view = views.reviews.get(reviewId);
      events.push({
        type: PUBLIC_REVIEW_CHANGED,
        version: version(PUBLIC_REVIEW_CHANGED),
        payload: { reviewId, revieweeId, review: view?.review ?? null },
        // The author's name is theirs: sealed, so their erasure reaches this log too (ADR 0019).
        personal: view?.review ? [{ subject: view.authorId, fields: { 'review.reviewerName': FORMER_MEMBER } }] : [],
      });
    }
    for (const [userId, row] of views.stats) {
      events.push({
        type: REVIEW_SUMMARY_CHANGED,
        version: version(REVIEW_SUMMARY_CHANGED),
        payload: { userId, ...reviewNumbersOf(row), public: publicSummaryOf(row), employer: employerSummaryOf(row) },
      });
    }
    return events;
  }
}
