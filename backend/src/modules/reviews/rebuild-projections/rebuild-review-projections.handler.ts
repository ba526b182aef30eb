import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../event-store/event-store.js';
import { ReviewProjector } from '../projections/review-projector.js';
import { RebuildReviewProjectionsCommand, type RebuildResult } from './rebuild-review-projections.command.js';

const BATCH = 1000;

@CommandHandler(RebuildReviewProjectionsCommand)
export class RebuildReviewProjectionsHandler implements ICommandHandler<RebuildReviewProjectionsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly store: EventStore,
    private readonly projector: ReviewProjector,
  ) {}

  /**
   * One transaction: readers wait (TRUNCATE locks the read tables) and never see half-built
   * tables, and the SHARE lock on the log makes new appends wait until the rebuild commits.
   */
  async execute(): Promise<RebuildResult> {
    return this.em.fork().transactional(async (em) => {
      await em.execute('lock table review_events in share mode');
      await em.execute('truncate review_requests, reviews, review_stats, review_skill_stats');
      let after = '0';
      let events = 0;
      for (;;) {
        const batch = await this.store.readAll(em, after, BATCH);
        if (batch.length === 0) break;
        for (const event of batch) await this.projector.applyRow(em, event);
        events += batch.length;
        after = batch[batch.length - 1].position;
      }
      await this.projector.refreshAggregates(em, null);
      const [{ requests, reviews }] = await em.execute<Array<{ requests: string; reviews: string }>>(
        'select (select count(*) from review_requests) as requests, (select count(*) from reviews) as reviews',
      );
      return { events, requests: Number(requests), reviews: Number(reviews) };
    });
  }
}
