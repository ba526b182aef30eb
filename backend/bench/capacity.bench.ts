import 'reflect-metadata';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ConfirmReviewCommand } from '../src/modules/reviews/confirm-review/confirm-review.command.js';
import { RequestReviewCommand } from '../src/modules/reviews/request-review/request-review.command.js';
import { SubmitReviewCommand } from '../src/modules/reviews/submit-review/submit-review.command.js';
import { createApiApp } from '../src/bootstrap.js';
import { entities } from '../src/entities.js';
import { migrateDatabase } from '../src/platform/database/migrate.js';
import { MailService } from '../src/platform/mail/mail.service.js';
import { freePort, until } from '../test/support/private-redis.js';
import { ProductProcesses } from '../test/support/product-processes.js';
import { deleteRedisPrefix, dropDatabase } from '../test/support/run-services.mjs';
import { SmtpSink } from '../test/support/smtp-sink.js';
import { benchEnvironment } from './bench-setup.js';

/**
 * npm run bench:capacity -w backend
 *
 * The figures of the capacity plan (docs/operations.md), from the real entry points: one API
 * process (src/main.ts) and one worker (src/worker.ts) as child processes, on a database of
 * their own, mailing an SMTP sink in this process.
 *
 * 1. Database size per person and per review: PEOPLE people sign up through the API, then each
 *    asks the next for a review, which is written and confirmed (the review commands); the
 *    growth of every table and index (pg_total_relation_size) is divided by the count.
 * 2. Requests per second of the API process under a mix of 9 reads and 1 write, signed in as
 *    the PEOPLE in turn (CONNECTIONS at a time, SECONDS long, autocannon in its own process).
 * 3. Jobs per second of the worker: MAILS mails staged in the outbox at once, timed until the
 *    last is recorded delivered (relay, queue, SMTP and the delivery record).
 */
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const MAILS = Number(process.env.BENCH_MAILS ?? 1000);
const PASSWORD = 'anchor-watch-at-dawn-42';

const { database, redisPrefix, redisUrl, config } = await benchEnvironment();
await migrateDatabase(config.DATABASE_URL, entities, () => undefined);
const smtp = await new SmtpSink().start();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  NODE_ENV: 'test',
  DATABASE_URL: config.DATABASE_URL,
  REDIS_URL: redisUrl,
  REDIS_PREFIX: redisPrefix,
  SMTP_URL: smtp.url,
  APP_URL: base,
  PORT: String(port),
  LOG_LEVEL: 'silent',
  RATE_LIMITS_ENABLED: 'false',
};
const processes = new ProductProcesses();
const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 2 });
const json = { 'content-type': 'application/json', origin: base };

/** Each table of the product with its indexes and TOAST, in bytes. */
const tableBytes = async () =>
  new Map(
    (await pool.query(`select tablename as name, pg_total_relation_size(format('%I.%I', schemaname, tablename))::bigint as bytes from pg_tables where schemaname = 'public'`)).rows.map(
      (r) => [r.name as string, Number(r.bytes)],
    ),
  );
const total = (tables: Map<string, number>) => [...tables.values()].reduce((a, b) => a + b, 0);
/** The tables that grew most between two measurements, per item. */
const biggestGrowth = (before: Map<string, number>, after: Map<string, number>, items: number) =>
  [...after]
    .map(([name, bytes]) => [name, (bytes - (before.get(name) ?? 0)) / items] as const)
    .filter(([, bytes]) => bytes > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(1)}`)
    .join(', ');
const outboxDelivered = (what: string, timeoutMs = 120_000) =>
  until(what, async () => (await pool.query('select count(*)::int as n from outbox_messages where delivered_at is null and failed_at is null')).rows[0].n === 0, timeoutMs);

async function mixedLoad(cookies: string[], token: string) {
  const sequence = [
    { method: 'GET', path: '/api/auth/user' },
    { method: 'GET', path: '/api/reviews' },
    { method: 'GET', path: `/api/public/profile/${token}` },
    { method: 'GET', path: '/api/share-links' },
    { method: 'GET', path: '/api/auth/user' },
    { method: 'GET', path: `/api/public/profile/${token}` },
    { method: 'GET', path: '/api/reviews' },
    { method: 'GET', path: '/api/certifications/catalogue' },
    { method: 'GET', path: '/api/user/sessions' },
    { method: 'PATCH', path: '/api/user/profile', body: { location: 'Palma de Mallorca' } },
  ];
  const generator = fileURLToPath(new URL('./mixed-load.mjs', import.meta.url));
  const child = spawn(process.execPath, [generator, JSON.stringify({ base, connections: CONNECTIONS, seconds: SECONDS, cookies, sequence, origin: base })], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number];
  if (code !== 0) throw new Error(`The load generator failed (exit ${code})`);
  return JSON.parse(out) as { requests: number; seconds: number; p50: number; p99: number; errors: number; statuses: Record<string, number> };
}

try {
  processes.start('API', 'src/main.ts', env);
  processes.start('worker', 'src/worker.ts', env);
  await until('the API answers', async () => {
    processes.assertRunning();
    return fetch(`${base}/api/health`).then((r) => r.ok, () => false);
  }, 60_000);

  // 1a. People, through the API as they would sign up (argon2 included), four at a time.
  const empty = await tableBytes();
  const people: Array<{ id: string; email: string; cookie: string }> = [];
  const signUpStarted = performance.now();
  for (let i = 0; i < PEOPLE; i += 4) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(4, PEOPLE - i) }, async (_, j) => {
        const email = `capacity.${i + j}@example.com`;
        const res = await fetch(`${base}/api/auth/signup`, { method: 'POST', headers: json, body: JSON.stringify({ email, firstName: 'Crew', lastName: `No. ${i + j}`, password: PASSWORD }) });
        if (res.status !== 201) throw new Error(`Sign-up failed: ${res.status} ${await res.text()}`);
        const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
        await fetch(`${base}/api/user/profile`, { method: 'PATCH', headers: { ...json, cookie }, body: JSON.stringify({ position: 'Bosun', experienceYears: 6, location: 'Antibes' }) });
        return { id: ((await res.json()) as { id: string }).id, email, cookie };
      }),
    );
    people.push(...batch);
  }
  const signUpSeconds = (performance.now() - signUpStarted) / 1000;
  await outboxDelivered('the sign-up mails are delivered');
  const withPeople = await tableBytes();

  // 1b. Reviews: each person asks the next one, who writes it; the first confirms it.
  const app = await createApiApp(config);
  const commands = app.get(CommandBus);
  const origin = (i: number) => ({ ip: `10.2.${Math.floor(i / 250)}.${i % 250}`, userAgent: 'capacity-bench', requestId: `capacity-${i}` });
  const reviewsStarted = performance.now();
  for (let i = 0; i < PEOPLE; i++) {
    const reviewee = people[i];
    const reviewer = people[(i + 1) % PEOPLE];
    const request = await commands.execute(new RequestReviewCommand(reviewee.id, reviewer.email, `Season ${i % 7} aboard M/Y Capacity`, '6 months', null, origin(i)));
    const review = await commands.execute(
      new SubmitReviewCommand(
        reviewer.id,
        {
          reviewRequestId: request.id,
          revieweeId: reviewee.id,
          text: `Crew member ${i} kept the deck in order through a busy charter season, calm in the night watches and precise with lines and tenders.`,
          rating: (i % 5) + 1,
          technicalSkills: 'excellent',
          workEthic: 'good',
          skills: [],
          reviewerPosition: 'Bosun',
          reviewerVessel: 'M/Y Capacity',
        },
        origin(i),
      ),
    );
    await commands.execute(new ConfirmReviewCommand(review.id, reviewee.id, origin(i)));
  }
  const reviewSeconds = (performance.now() - reviewsStarted) / 1000;
  await outboxDelivered('the review mails and events are delivered');
  const withReviews = await tableBytes();

  // 2. The mixed load against the one API process.
  const link = await fetch(`${base}/api/share-links`, { method: 'POST', headers: { ...json, cookie: people[0].cookie }, body: JSON.stringify({ purpose: 'Capacity' }) });
  if (link.status !== 201) throw new Error(`Share link: ${link.status} ${await link.text()}`);
  const { token } = (await link.json()) as { token: string };
  const load = await mixedLoad(people.map((p) => p.cookie), token);

  // 3. Mails through the one worker.
  const em = app.get(EntityManager).fork();
  const mail = app.get(MailService);
  for (let i = 0; i < MAILS; i++) mail.queue(em, { to: `capacity.mail.${i}@example.com`, subject: 'Capacity', text: `Mail ${i}` });
  await em.flush();
  const mailsStarted = performance.now();
  await outboxDelivered('the staged mails are delivered', 300_000);
  const mailSeconds = (performance.now() - mailsStarted) / 1000;
  await app.close();

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const rps = load.requests / load.seconds;
  console.log(`\nCapacity figures, one API process and one worker on this machine (${PEOPLE} people, ${PEOPLE} reviews)\n`);
  console.log(`database, empty schema            ${kb(total(empty))} KB`);
  console.log(`database per person               ${kb((total(withPeople) - total(empty)) / PEOPLE)} KB   (sign-up with profile, confirmation mail row; ${(PEOPLE / signUpSeconds).toFixed(1)} sign-ups/s)`);
  console.log(`  biggest, KB per person          ${biggestGrowth(empty, withPeople, PEOPLE)}`);
  console.log(`database per review               ${kb((total(withReviews) - total(withPeople)) / PEOPLE)} KB   (request, submit, confirm: events, projections, mail rows; ${(PEOPLE / reviewSeconds).toFixed(1)} reviews/s through the commands)`);
  console.log(`  biggest, KB per review          ${biggestGrowth(withPeople, withReviews, PEOPLE)}`);
  console.log(
    `API, 9 reads : 1 write            ${rps.toFixed(0)} requests/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.requests} requests, ${load.errors} errors, statuses ${JSON.stringify(load.statuses)} (${CONNECTIONS} connections, ${load.seconds} s)`,
  );
  console.log(`worker, mails                     ${(MAILS / mailSeconds).toFixed(0)} jobs/s (${MAILS} mails staged at once, all delivered in ${mailSeconds.toFixed(1)} s)`);
} finally {
  await processes.killAll();
  await pool.end();
  await smtp.stop();
  await dropDatabase(database);
  await deleteRedisPrefix(redisUrl, redisPrefix);
}
process.exit(0);
