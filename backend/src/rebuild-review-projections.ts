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
 * (npm run reviews:rebuild -w backend). Safe while the app runs: appends wait until the rebuild
 * commits. `--announce` also announces every person's numbers to sharing and search (once after
 * deploying a change in how reviews are counted, ADR 0035); the worker delivers them.
 */
const config = loadConfigOrExit();

@Module({ imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(entities), QueueModule, CqrsModule.forRoot()], providers: reviewStreamProviders })
class RebuildModule {}

const app = await NestFactory.createApplicationContext(RebuildModule, { logger: ['error', 'warn'] });
try {
  const started = Date.now();
  const result = await app.get(CommandBus).execute(new RebuildReviewProjectionsCommand(process.argv.includes('--announce')));
  console.log(
    `Rebuilt review projections from ${result.events} events: ${result.requests} requests, ${result.reviews} reviews (${Date.now() - started} ms)` +
      (result.announced ? `; announced the numbers of ${result.announced} people` : ''),
  );
} finally {
  await app.close();
}
