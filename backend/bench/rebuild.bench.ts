import 'reflect-metadata';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import { performance } from 'node:perf_hooks';
import { RebuildReviewProjectionsCommand } from '../src/modules/reviews/rebuild-projections/rebuild-review-projections.command.js';
import { RequestReviewCommand } from '../src/modules/reviews/request-review/request-review.command.js';
import { SubmitReviewCommand } from '../src/modules/reviews/submit-review/submit-review.command.js';
import { ConfirmReviewCommand } from '../src/modules/reviews/confirm-review/confirm-review.command.js';
import { createApiApp } from '../src/bootstrap.js';
import { entities } from '../src/entities.js';
import { migrateDatabase } from '../src/platform/database/migrate.js';
import { deleteRedisPrefix, dropDatabase } from '../test/support/run-services.mjs';
import { benchEnvironment } from './bench-setup.js';

/**
 * npm run bench:rebuild -w backend
 *
 * The online rebuild of the review read tables (ADR 0050) over a log of BENCH_EVENTS events
 * (default 200,000): SEED_REVIEWS reviews are requested, submitted and confirmed through the
 * commands, then their streams are copied with fresh ids (to BENCH_PEOPLE reviewees) until the
 * log holds that many events: events the product writes, in the numbers a bench needs.
 * BENCH_BATCH sets the streams per copy batch (default: the command's). Printed: progress while it runs, then events/s of the copy and overall, what was caught up
 * and how long the swap held the tables. Its own database and Redis prefix, dropped after.
 */
const TARGET_EVENTS = Number(process.env.BENCH_EVENTS ?? 200_000);
const SEED_REVIEWS = 100;
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 5000);

const { database, redisPrefix, redisUrl, config } = await benchEnvironment();
await migrateDatabase(config.DATABASE_URL, entities, () => undefined);
const app = await createApiApp(config);
try {
  const em = app.get(EntityManager).fork();
  await em.execute(
    `insert into users (id, email, first_name, last_name, email_verified_at)
     select gen_random_uuid(), 'bench.person.' || lpad(n::text, 5, '0') || '@example.com', 'Crew', 'No. ' || n, now() from generate_series(1, ?) n`,
    [SEED_REVIEWS + 10],
  );
  const people = await em.execute<Array<{ id: string; email: string }>>(`select id, email from users where email like 'bench.person.%' order by email`);
  const commands = app.get(CommandBus);
  const origin = (i: number) => ({ ip: `10.9.${Math.floor(i / 250)}.${i % 250}`, userAgent: 'bench', requestId: `bench-${i}` });
  for (let i = 0; i < SEED_REVIEWS; i++) {
    const reviewee = people[i % 10];
    const reviewer = people[10 + i];
    const request = await commands.execute(new RequestReviewCommand(reviewee.id, reviewer.email, `Season ${i} aboard M/Y Bench`, '6 months', null, origin(i)));
    const review = await commands.execute(
      new SubmitReviewCommand(reviewer.id, {
        reviewRequestId: request.id, revieweeId: reviewee.id, rating: (i % 5) + 1, technicalSkills: 'excellent', workEthic: 'good',
        skills: ['Technical Skills: excellent'], reviewerPosition: 'Chief Officer', reviewerVessel: 'M/Y Bench',
        text: `Season ${i}: ${['steady', 'calm', 'careful', 'sharp', 'patient'][i % 5]} on watch, kept the ${['tenders', 'lines', 'galley', 'bridge'][i % 4]} in order, log ${i * 7919}.`,
      }, origin(i)),
    );
    if (i % 3 !== 0) await commands.execute(new ConfirmReviewCommand(review.id, reviewee.id, origin(i)));
  }
  const [{ seeded }] = await em.execute<Array<{ seeded: string }>>('select count(*) as seeded from review_events');
  const copies = Math.max(0, Math.ceil(TARGET_EVENTS / Number(seeded)) - 1);
  // The streams again with fresh ids, their reviewees spread over PEOPLE people and each copy's
  // reviewers its own: the ids inside the data follow the stream ids they name.
  const fresh = (column: string) => `md5(${column} || ':' || k)::uuid::text`;
  const person = (column: string) => `md5(${column} || ':' || (k % ${PEOPLE}))::uuid::text`;
  const started = performance.now();
  await em.execute(
    `insert into review_events (stream_id, stream_type, stream_version, type, type_version, data, metadata, recorded_at)
     select ${fresh('e.stream_id::text')}::uuid, e.stream_type, e.stream_version, e.type, e.type_version,
       e.data || jsonb_strip_nulls(jsonb_build_object(
         'requestId', ${fresh("(e.data->>'requestId')")}, 'reviewId', ${fresh("(e.data->>'reviewId')")},
         'revieweeId', ${person("(e.data->>'revieweeId')")}, 'requesterId', ${person("(e.data->>'requesterId')")},
         'reviewerId', ${fresh("(e.data->>'reviewerId')")})),
       e.metadata, e.recorded_at
     from generate_series(1, ?) k cross join review_events e order by k, e.position`,
    [copies],
  );
  const [{ events }] = await em.execute<Array<{ events: string }>>('select count(*) as events from review_events');
  console.log(`Log: ${events} events (${seeded} from commands, copied ${copies} times in ${Math.round(performance.now() - started)} ms)`);

  let last = 0;
  const rebuildStarted = performance.now();
  const result = await commands.execute(
    new RebuildReviewProjectionsCommand({
      batchSize: process.env.BENCH_BATCH ? Number(process.env.BENCH_BATCH) : undefined,
      onProgress: (p) => {
        if (performance.now() - last < 3000) return;
        last = performance.now();
        console.log(`  [${p.phase}] ${p.events} of ${p.total} events, ${p.eventsPerSecond} events/s${p.secondsLeft === null ? '' : `, about ${p.secondsLeft} s left`}`);
      },
    }),
  );
  const seconds = (performance.now() - rebuildStarted) / 1000;
  console.log(`\nOnline rebuild of ${result.events} events: ${result.reviews} reviews, ${result.requests} requests`);
  console.log(`  ${Math.round(result.events / seconds)} events/s overall (${seconds.toFixed(1)} s, copies' indexes and numbers included)`);
  console.log(`  copy ${Math.round(result.events / (result.copyMs / 1000))} events/s (${(result.copyMs / 1000).toFixed(1)} s); indexes and numbers ${(result.completeMs / 1000).toFixed(1)} s`);
  console.log(`  swap held the tables ${result.swapMs} ms; ${result.caughtUp} events caught up\n`);
} finally {
  await app.close();
  await dropDatabase(database);
  await deleteRedisPrefix(redisUrl, redisPrefix);
}
process.exit(0);
