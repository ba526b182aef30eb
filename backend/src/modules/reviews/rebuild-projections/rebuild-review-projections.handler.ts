import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../event-store/event-store.js';
import { ReviewIntegrationEvents } from '../projections/review-integration-events.js';
import { ReviewProjector } from '../projections/review-projector.js';
import { RebuildReviewProjectionsCommand, type RebuildResult } from './rebuild-review-projections.command.js';

const BATCH = 1000;

@CommandHandler(RebuildReviewProjectionsCommand)
export class RebuildReviewProjectionsHandler implements ICommandHandler<RebuildReviewProjectionsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly store: EventStore,
    private readonly projector: ReviewProjector,
    private readonly integration: ReviewIntegrationEvents,
  ) {}

  /**
   * One transaction: readers wait (TRUNCATE locks the read tables) and never see half-built
   * tables, and the SHARE lock on the log makes new appends wait until the rebuild commits.
   */
  async execute({ announce }: RebuildReviewProjectionsCommand): Promise<RebuildResult> {
    return this.em.fork().transactional(async (em) => {
      await em.execute('lock table review_events in share mode');
      // Not reviews_suspended_accounts: identity's events keep it (a replay of that subscriber rebuilds it).
      await em.execute('truncate review_requests, reviews, review_reviewer_stats, review_stats, review_skill_stats');
      let after = '0';
      let events = 0;
      for (;;) {
        const batch = await this.store.readAll(em, after, BATCH);
        if (batch.length === 0) break;
        // Rows only: the aggregates are computed once at the end.
        for (const event of batch) await this.projector.applyRow(em, event, false);
        events += batch.length;
        after = batch[batch.length - 1].position;
      }
      await this.projector.refreshAggregates(em, null);
      const [{ requests, reviews }] = await em.execute<Array<{ requests: string; reviews: string }>>(
        'select (select count(*) from review_requests) as requests, (select count(*) from reviews) as reviews',
      );
      return { events, requests: Number(requests), reviews: Number(reviews), announced: announce ? await this.announceAll(em) : 0 };
    });
  }

  /** Every person's numbers as they are now, a batch per statement (the log is locked: nothing changes meanwhile). */
  private async announceAll(em: EntityManager): Promise<number> {
    let after = '00000000-0000-0000-0000-000000000000';
    let people = 0;
    for (;;) {
      const batch = await em.execute<Array<{ id: string }>>('select user_id as id from review_stats where user_id > ? order by user_id limit ?', [after, BATCH]);
      if (batch.length === 0) return people;
      await this.integration.changed(em, new Map(), new Set(batch.map((r) => r.id)));
      await em.flush();
      people += batch.length;
      after = batch[batch.length - 1].id;
    }
  }
}
