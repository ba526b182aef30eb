import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type IntegrationEventSubscriber, type StoredIntegrationEvent, Subscriber } from '../../../platform/events/integration-event.js';
import { PUBLIC_REVIEW_CHANGED, type PublicReviewChangedV1, REVIEW_SUMMARY_CHANGED, type ReviewSummaryChangedV1 } from '../../reviews/contracts/events.js';

/**
 * Keeps sharing's copy of the public review data (sharing_review_summaries,
 * sharing_public_reviews) from reviews' events. Each event carries the row's whole new
 * state, and a row only takes an event with a higher position than the one it holds.
 */
@Injectable()
@Subscriber({ name: 'sharing.review-data', events: [REVIEW_SUMMARY_CHANGED, PUBLIC_REVIEW_CHANGED], tables: ['sharing_review_summaries', 'sharing_public_reviews'] })
export class ReviewDataSubscriber implements IntegrationEventSubscriber {
  async handle(em: EntityManager, event: StoredIntegrationEvent): Promise<void> {
    if (event.type === REVIEW_SUMMARY_CHANGED) {
      const { userId, public: summary } = event.payload as ReviewSummaryChangedV1;
      await em.execute(
        `insert into sharing_review_summaries (user_id, summary, position) values (?, ?::jsonb, ?)
         on conflict (user_id) do update set summary = excluded.summary, position = excluded.position
         where sharing_review_summaries.position < excluded.position`,
        [userId, JSON.stringify(summary), event.position],
      );
      return;
    }
    const { reviewId, revieweeId, review } = event.payload as PublicReviewChangedV1;
    await em.execute(
      `insert into sharing_public_reviews (review_id, reviewee_id, review, created_at, position) values (?, ?, ?::jsonb, ?, ?)
       on conflict (review_id) do update set review = excluded.review, created_at = excluded.created_at, position = excluded.position
       where sharing_public_reviews.position < excluded.position`,
      [reviewId, revieweeId, review ? JSON.stringify(review) : null, review?.createdAt ?? null, event.position],
    );
  }
}
