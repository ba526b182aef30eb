import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import { loadConfigOrExit } from './platform/config/app-config.js';
import { ConfigModule } from './platform/config/config.module.js';
import { entities } from './entities.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { QueueModule } from './platform/queue/queue.module.js';
import { RebuildReviewProjectionsCommand } from './modules/reviews/rebuild-projections/rebuild-review-projections.command.js';
import { reviewStreamProviders } from './modules/reviews/review-streams.providers.js';

/**
 * Rebuilds the review read tables (review_requests, reviews, review_reviewer_stats,
 * review_stats, review_skill_stats) from the event log: `node dist/rebuild-review-projections.js`
 * (npm run reviews:rebuild -w backend). Online (ADR 0050): new tables are filled while the app
 * keeps serving the old ones, then swapped in by one short transaction. Prints its progress.
 * `--announce` also announces every person's numbers to sharing and search (once after
 * deploying a change in how reviews are counted, ADR 0035); the worker delivers them.
 */
const config = loadConfigOrExit();

@Module({ imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(entities), QueueModule, CqrsModule.forRoot()], providers: reviewStreamProviders })
class RebuildModule {}

const app = await NestFactory.createApplicationContext(RebuildModule, { logger: ['error', 'warn'] });
try {
  const started = Date.now();
  let printed = 0;
  const result = await app.get(CommandBus).execute(
    new RebuildReviewProjectionsCommand({
      announce: process.argv.includes('--announce'),
      // One line every few seconds on a terminal or in a log, not one per batch.
      onProgress: (p) => {
        if (Date.now() - printed < 5000) return;
        printed = Date.now();
        const left = p.secondsLeft === null ? '' : `, about ${p.secondsLeft} s left`;
        console.error(`[${p.phase}] ${p.events} of ${p.total} events, ${p.eventsPerSecond} events/s${left}`);
      },
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `Rebuilt review projections from ${result.events} events: ${result.requests} requests, ${result.reviews} reviews (${Math.round(seconds * 1000)} ms, ` +
      `${Math.round(result.events / seconds)} events/s: copy ${result.copyMs} ms, indexes and numbers ${result.completeMs} ms; ` +
      `${result.caughtUp} appended meanwhile, swapped in ${result.swapMs} ms)` +
      (result.announced ? `; announced the numbers of ${result.announced} people` : ''),
  );
} finally {
  await app.close();
}
