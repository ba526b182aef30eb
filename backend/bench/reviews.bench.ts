import 'reflect-metadata';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import { Redis } from 'ioredis';
import { performance } from 'node:perf_hooks';
import { RequestReviewCommand } from '../src/modules/reviews/request-review/request-review.command.js';
import { SubmitReviewCommand } from '../src/modules/reviews/submit-review/submit-review.command.js';
import type { SubmitReviewDto } from '../src/modules/reviews/submit-review/submit-review.dto.js';
import { createApiApp } from '../src/bootstrap.js';
import { entities } from '../src/entities.js';
import { migrateDatabase } from '../src/platform/database/migrate.js';
import { dropDatabase } from '../test/support/run-services.mjs';
import { benchEnvironment, percentile } from './bench-setup.js';

/**
 * npm run bench:reviews -w backend
 *
 * 1. Review commands with their projections: REVIEWS review requests, then REVIEWS answers
 *    (ReviewRequestAnswered + ReviewSubmitted, fraud rules, aggregates), one after another
 *    through the CommandBus, as the controllers call them.
 * 2. GET /api/reviews for the person who now has REVIEWS reviews: HTTP_REQUESTS sequential
 *    requests against a listening server, with requests per second and p50/p99 latency.
 *
 * Uses its own database (created, migrated, dropped) and Redis key prefix; sends no mail
 * (no worker runs, the invitations stay in the outbox).
 */
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 1000);
const HTTP_REQUESTS = Number(process.env.BENCH_HTTP_REQUESTS ?? 200);
const WARM_UP = 10;

const ms = (n: number) => `${n.toFixed(2)} ms`;

const { database, redisPrefix, redisUrl, config } = await benchEnvironment();

await migrateDatabase(config.DATABASE_URL, entities, () => undefined);
const app = await createApiApp(config);
try {
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;

  // The reviewee signs up through the API (for a session cookie); reviewers are plain rows.
  const signUp = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: config.APP_URL },
    body: JSON.stringify({ email: 'bench.captain@example.com', password: 'anchor-watch-at-dawn-42', firstName: 'Bench', lastName: 'Captain' }),
  });
  if (signUp.status !== 201) throw new Error(`Sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0];
  const reviewee = (await signUp.json()) as { id: string };
  const em = app.get(EntityManager).fork();
  await em.execute(
    `insert into users (id, email, first_name, last_name, email_verified_at)
     select gen_random_uuid(), 'bench.reviewer.' || n || '@example.com', 'Reviewer', 'No. ' || n, now() from generate_series(1, ?) n`,
    [REVIEWS],
  );
  const reviewers = await em.execute<Array<{ id: string; email: string }>>(`select id, email from users where email like 'bench.reviewer.%' order by email`);

  const commands = app.get(CommandBus);
  const origin = (i: number) => ({ ip: `10.0.${Math.floor(i / 250)}.${i % 250}`, userAgent: 'bench', requestId: `bench-${i}` });
  const words = ['steady', 'reliable', 'calm', 'skilled', 'careful', 'cheerful', 'precise', 'tireless', 'patient', 'sharp'];
  const text = (i: number) => `Review ${i}: a ${words[i % 10]} and ${words[(i * 7) % 10]} colleague on watch ${i % 37}, season ${i % 11}, vessel ${i % 13}.`;

  const requestIds: string[] = [];
  let started = performance.now();
  for (let i = 0; i < REVIEWS; i++) {
    const created = await commands.execute(new RequestReviewCommand(reviewee.id, reviewers[i].email, `Season ${i % 11} aboard M/Y Bench`, '6 months', null, origin(i)));
    requestIds.push(created.id);
  }
  const requestSeconds = (performance.now() - started) / 1000;

  started = performance.now();
  for (let i = 0; i < REVIEWS; i++) {
    const review: Omit<SubmitReviewDto, 'reviewerName'> = {
      reviewRequestId: requestIds[i],
      revieweeId: reviewee.id,
      text: text(i),
      rating: (i % 5) + 1,
      technicalSkills: 'excellent',
      workEthic: 'good',
      skills: ['Technical Skills: excellent'],
      reviewerPosition: 'Chief Officer',
      reviewerVessel: 'M/Y Bench',
    };
    await commands.execute(new SubmitReviewCommand(reviewers[i].id, review, origin(i)));
  }
  const submitSeconds = (performance.now() - started) / 1000;

  const get = async () => {
    const t = performance.now();
    const res = await fetch(`${base}/api/reviews`, { headers: { cookie } });
    const body = (await res.json()) as unknown[];
    if (res.status !== 200 || body.length !== REVIEWS) throw new Error(`GET /api/reviews answered ${res.status} with ${body.length} reviews`);
    return performance.now() - t;
  };
  for (let i = 0; i < WARM_UP; i++) await get();
  const latencies: number[] = [];
  started = performance.now();
  for (let i = 0; i < HTTP_REQUESTS; i++) latencies.push(await get());
  const httpSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);

  const [{ events }] = await em.execute<Array<{ events: string }>>('select count(*) as events from review_events');
  const total = REVIEWS * 2;
  console.log(`\nReview commands with their projections (sequential, ${events} events appended)`);
  console.log(`  RequestReview   ${REVIEWS} commands  ${(REVIEWS / requestSeconds).toFixed(0)} commands/s`);
  console.log(`  SubmitReview    ${REVIEWS} commands  ${(REVIEWS / submitSeconds).toFixed(0)} commands/s`);
  console.log(`  all             ${total} commands  ${(total / (requestSeconds + submitSeconds)).toFixed(0)} commands/s`);
  console.log(`\nGET /api/reviews for a user with ${REVIEWS} reviews (${HTTP_REQUESTS} sequential requests after ${WARM_UP} warm-up)`);
  console.log(`  ${(HTTP_REQUESTS / httpSeconds).toFixed(1)} requests/s   p50 ${ms(percentile(latencies, 50))}   p99 ${ms(percentile(latencies, 99))}   max ${ms(latencies[latencies.length - 1])}\n`);
} finally {
  await app.close();
  await dropDatabase(database);
  const redis = new Redis(redisUrl);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}:*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}
