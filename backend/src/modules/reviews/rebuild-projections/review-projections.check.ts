import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CheckedReadModel, type ReadModelCheck } from '../../../platform/consistency/read-model-check.js';
import { ReviewProjector } from '../projections/review-projector.js';
import { ReviewRowsBuilder } from './review-rows-builder.js';

/**
 * The review read tables against the review log, rebuilt the way RebuildReviewProjectionsHandler
 * copies them (each stream's row folded from its events, ADR 0055, then the numbers once),
 * minus its locks: the check reads the log in its own snapshot instead. The live tables were
 * written event by event by the projector, so a clean check also shows that the two ways of
 * building a row agree. reviews_suspended_accounts is an input here, as there.
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
    private readonly rows: ReviewRowsBuilder,
    private readonly projector: ReviewProjector,
  ) {}

  async rebuild(em: EntityManager): Promise<void> {
    await this.rows.buildAll(em);
    await this.projector.refreshAggregates(em, null);
  }
}
