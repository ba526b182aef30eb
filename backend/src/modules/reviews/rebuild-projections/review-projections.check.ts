import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CheckedReadModel, type ReadModelCheck } from '../../../platform/consistency/read-model-check.js';
import { EventStore } from '../event-store/event-store.js';
import { ReviewProjector } from '../projections/review-projector.js';

const BATCH = 1000;

/**
 * The review read tables against the review log, rebuilt the way RebuildReviewProjectionsHandler
 * rebuilds them (rows event by event, then the numbers once), minus its locks: the check reads
 * the log in its own snapshot instead. reviews_suspended_accounts is an input here, as there.
 */
@Injectable()
@CheckedReadModel()
export class ReviewProjectionsCheck implements ReadModelCheck {
  readonly kind = 'reviews';
  readonly tables = [
    { name: 'review_requests' },
    { name: 'reviews' },
    { name: 'review_reviewer_stats' },
    { name: 'review_stats' },
    { name: 'review_skill_stats' },
  ];

  constructor(
    private readonly store: EventStore,
    private readonly projector: ReviewProjector,
  ) {}

  async rebuild(em: EntityManager): Promise<void> {
    let after = '0';
    for (;;) {
      const batch = await this.store.readAll(em, after, BATCH);
      if (batch.length === 0) break;
      for (const event of batch) await this.projector.applyRow(em, event, false);
      after = batch[batch.length - 1].position;
    }
    await this.projector.refreshAggregates(em, null);
  }
}
