import 'reflect-metadata';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import inspector from 'node:inspector/promises';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { RequestReviewCommand } from '../src/modules/reviews/request-review/request-review.command.js';
import { SubmitReviewCommand } from '../src/modules/reviews/submit-review/submit-review.command.js';
import type { SubmitReviewDto } from '../src/modules/reviews/submit-review/submit-review.dto.js';
import { createApiApp } from '../src/bootstrap.js';
import { entities } from '../src/entities.js';
import { migrateDatabase } from '../src/platform/database/migrate.js';
import { deleteRedisPrefix, dropDatabase } from '../test/support/run-services.mjs';
import { benchEnvironment } from './bench-setup.js';

/**
 * npm run bench:reviews -w backend [-- --save-baseline]
 *
 * 1. Review commands with their projections, for one person: REVIEWS review requests, then
 *    REVIEWS answers (ReviewRequestAnswered + ReviewSubmitted, fraud rules, aggregates), one
 *    after another through the CommandBus, as the controllers call them. Printed: the rate
 *    over the person's first WINDOW commands and over the last WINDOW (e.g. reviews 901-1,000),
 *    so a cost that grows with a person's reviews shows; and per command the PostgreSQL round
 *    trips and the share of time spent waiting for them.
 *    Then the same answers for a second person whose review texts are all different (the first
 *    person's are templates that all look alike, most pairs just under the near-duplicate
 *    threshold: the candidate search's worst case).
 * 2. GET /api/reviews (the default first page, as the Reviews page asks) for that person at
 *    100 and at REVIEWS reviews, loaded by autocannon in a separate process (CONNECTIONS
 *    connections for HTTP_SECONDS), against this process's listening server.
 *
 * 3. The floor of such commands on this machine (measureFloor): bare pg, the same round trips,
 *    and each command's rate as a share of its floor ('of the floor'). Beside the windows, the
 *    cost of the person's last WINDOW reviews over their first ('last/first cost': flat is 1;
 *    run with BENCH_REVIEWS=10000 for the 10,000th review against the 100th).
 * 4. Writes under concurrency (ADR 0052): CONCURRENT_CLIENTS reviewers each writing
 *    CONCURRENT_REVIEWS reviews for a person of their own through POST /api/reviews, all at
 *    once, from a separate process (review-writes-load.mjs), against one reviewer doing the same
 *    alone: reviews/s, p50/p95/p99, and every answer that was not a 201 (a 409 nobody caused
 *    would show here).
 *
 * Each window starts on fresh planner statistics and visibility map (VACUUM ANALYZE), as autovacuum
 * keeps them.
 *
 * Figures sit beside bench/results/reviews-baseline.json (the branch's starting point),
 * which --save-baseline rewrites. Uses its own database (created, migrated, dropped) and
 * Redis key prefix; sends no mail (no worker runs, the invitations stay in the outbox).
 * BENCH_KEEP_DATABASE=1 keeps the database (its name is printed) for EXPLAIN afterwards.
 */
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 1000);
const WINDOW = Math.min(100, REVIEWS);
const HTTP_AT = [100, REVIEWS].filter((n, i, all) => n <= REVIEWS && all.indexOf(n) === i);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 8);
const WARM_UP = 20;
const CONCURRENT_CLIENTS = Number(process.env.BENCH_CONCURRENT_CLIENTS ?? 32);
const CONCURRENT_REVIEWS = Number(process.env.BENCH_CONCURRENT_REVIEWS ?? 40);
const saveBaseline = process.argv.includes('--save-baseline');

/** Words of crew reviews, for texts that share vocabulary but not sentences. */
const VOCABULARY = `anchor bridge watch deck galley guests tender varnish teak crossing passage season charter owner captain mate bosun engineer
  chef stewardess interior exterior safety drill fire boat mooring lines fenders navigation radar chart weather storm calm night dawn
  training juniors rota inventory provisioning maintenance generator watermaker hydraulics paint polish detail service silver wine
  always never often quickly carefully quietly cheerfully thoroughly reliably patiently calmly professionally kindly firmly fairly
  helped led organised fixed cleaned planned taught handled managed checked briefed supported improved trusted respected relied
  on with through during across before after under every each the our their whole long busy short hard hot cold difficult smooth`.split(/\s+/);

/** A reproducible text of 25-45 words: review i never repeats another's sentences. */
function distinctText(i: number): string {
  // xorshift32, seeded per review.
  let seed = Math.imul(i + 1, 2654435761) >>> 0 || 1;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0);
  };
  const length = 25 + (next() % 21);
  return Array.from({ length }, () => VOCABULARY[next() % VOCABULARY.length]).join(' ') + '.';
}
const baselineFile = fileURLToPath(new URL('./results/reviews-baseline.json', import.meta.url));

type Figures = Record<string, number>;
const figures: Figures = {};
/** With BENCH_PROFILE=1: each timed window's waits per command, by statement. */
const windowProfiles: Array<{ title: string; waited: ReadonlyArray<readonly [string, number]> }> = [];

// Every PostgreSQL round trip goes through pg's Client.query: count them and the time spent waiting.
const db = { trips: 0, waitMs: 0 };
/**
 * BENCH_PROFILE=1: time spent waiting per statement (its first words, literals left out),
 * printed at the end for the whole run and for each command's first and last window.
 */
const profile = process.env.BENCH_PROFILE === '1' ? new Map<string, { count: number; ms: number; sample: string }>() : null;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  db.trips++;
  const started = performance.now();
  const result = query.apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function') {
    return (result as Promise<unknown>).finally(() => {
      const ms = performance.now() - started;
      db.waitMs += ms;
      if (profile) {
        const sql = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string })?.text ?? '?');
        const key = sql.replace(/\s+/g, ' ').replace(/'(?:[^']|'')*'/g, "'?'").slice(0, 110);
        const entry = profile.get(key) ?? { count: 0, ms: 0, sample: sql };
        entry.count++;
        entry.ms += ms;
        profile.set(key, entry);
      }
    });
  }
  return result;
} as typeof pg.Client.prototype.query;

const { database, redisPrefix, redisUrl, config } = await benchEnvironment();

await migrateDatabase(config.DATABASE_URL, entities, () => undefined);
const app = await createApiApp(config);
try {
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;

  const signUp = async (email: string) => {
    const res = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: config.APP_URL },
      body: JSON.stringify({ email, password: 'anchor-watch-at-dawn-42', firstName: 'Bench', lastName: 'Captain' }),
    });
    if (res.status !== 201) throw new Error(`Sign-up failed: ${res.status} ${await res.text()}`);
    return { cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), id: ((await res.json()) as { id: string }).id };
  };
  // The reviewee signs up through the API (for a session cookie); reviewers are plain rows.
  const reviewee = await signUp('bench.captain@example.com');
  const warmUpReviewee = await signUp('bench.warm-up@example.com');
  const em = app.get(EntityManager).fork();
  await em.execute(
    `insert into users (id, email, first_name, last_name, email_verified_at)
     select gen_random_uuid(), 'bench.reviewer.' || lpad(n::text, 5, '0') || '@example.com', 'Reviewer', 'No. ' || n, now() from generate_series(1, ?) n`,
    [REVIEWS + WARM_UP],
  );
  const reviewers = await em.execute<Array<{ id: string; email: string }>>(`select id, email from users where email like 'bench.reviewer.%' order by email`);

  const commands = app.get(CommandBus);
  const origin = (i: number) => ({ ip: `10.${Math.floor(i / 62500)}.${Math.floor(i / 250) % 250}.${i % 250}`, userAgent: 'bench', requestId: `bench-${i}` });
  const words = ['steady', 'reliable', 'calm', 'skilled', 'careful', 'cheerful', 'precise', 'tireless', 'patient', 'sharp'];
  /** Template texts: all alike, most pairs just under the near-duplicate threshold (the candidate search's worst case). */
  const templateText = (i: number) => `Review ${i}: a ${words[i % 10]} and ${words[(i * 7) % 10]} colleague on watch ${i % 37}, season ${i % 11}, vessel ${i % 13}.`;
  let text = templateText;
  const request = (who: string, i: number) =>
    commands.execute(new RequestReviewCommand(who, reviewers[i].email, `Season ${i % 11} aboard M/Y Bench`, '6 months', null, origin(i)));
  const submit = (who: string, requestId: string, i: number) => {
    const review: Omit<SubmitReviewDto, 'reviewerName'> = {
      reviewRequestId: requestId,
      revieweeId: who,
      text: text(i),
      rating: (i % 5) + 1,
      technicalSkills: 'excellent',
      workEthic: 'good',
      skills: ['Technical Skills: excellent'],
      reviewerPosition: 'Chief Officer',
      reviewerVessel: 'M/Y Bench',
    };
    return commands.execute(new SubmitReviewCommand(reviewers[i].id, review, origin(i)));
  };

  // Warm-up on another person: JIT, connection pool, prepared caches.
  for (let i = REVIEWS; i < REVIEWS + WARM_UP; i++) await submit(warmUpReviewee.id, (await request(warmUpReviewee.id, i)).id, i);

  /** Runs the person's commands one after another and times the first and the last WINDOW of them. */
  const timed = async (name: string, run: (i: number) => Promise<void>, between: () => Promise<void> = async () => undefined) => {
    let started = 0;
    let trips = 0;
    let waitMs = 0;
    let profiledBefore = new Map<string, number>();
    const window = (label: string) => {
      const ms = performance.now() - started;
      if (profile) {
        const waited = [...profile].map(([sql, entry]) => [sql, (entry.ms - (profiledBefore.get(sql) ?? 0)) / WINDOW] as const).filter(([, perCommand]) => perCommand > 0);
        windowProfiles.push({ title: `${name} ${label}`, waited: waited.sort((a, b) => b[1] - a[1]).slice(0, 8) });
      }
      figures[`${name} ${label} commands/s`] = WINDOW / (ms / 1000);
      figures[`${name} ${label} ms/command`] = ms / WINDOW;
      figures[`${name} ${label} PostgreSQL round trips/command`] = (db.trips - trips) / WINDOW;
      // Summed over queries, so statements sent side by side (Promise.all) count twice.
      figures[`${name} ${label} ms/command waiting for PostgreSQL`] = (db.waitMs - waitMs) / WINDOW;
    };
    const mark = () => {
      if (profile) profiledBefore = new Map([...profile].map(([sql, entry]) => [sql, entry.ms]));
      started = performance.now();
      trips = db.trips;
      waitMs = db.waitMs;
    };
    for (let i = 0; i < REVIEWS; i++) {
      if (i === 0 || i === REVIEWS - WINDOW) {
        // Statistics as autovacuum keeps them in production (it is off on these machines): with
        // none, the planner's choice between two indexes that both fit is a coin toss. And the
        // visibility map, which lets the near-duplicate search read its keys alone (ADR 0059).
        await em.execute('vacuum analyze');
        mark();
      }
      await run(i);
      if (i === WINDOW - 1) window(`reviews 1-${WINDOW}`);
      if (i === REVIEWS - 1) window(`reviews ${REVIEWS - WINDOW + 1}-${REVIEWS}`);
      if (i < REVIEWS - WINDOW || i === REVIEWS - 1) await between();
    }
  };

  const requestIds: string[] = [];
  await timed('RequestReview', async (i) => {
    requestIds.push((await request(reviewee.id, i)).id);
  });
  const loadAt: number[] = [];
  await timed('SubmitReview', async (i) => {
    await submit(reviewee.id, requestIds[i], i);
    if (HTTP_AT.includes(i + 1)) loadAt.push(i + 1);
  }, async () => {
    // Between timed windows, so the HTTP load is not counted in the commands' rate.
    for (const reviews of loadAt.splice(0)) await loadReviewsPage(reviews);
  });

  // The same answers for a second person whose reviews read like different people wrote them:
  // the near-duplicate bands then find few candidates, as for most real profiles.
  const secondReviewee = await signUp('bench.second-captain@example.com');
  const secondRequestIds: string[] = [];
  for (let i = 0; i < REVIEWS; i++) secondRequestIds.push((await request(secondReviewee.id, i)).id);
  text = distinctText;
  await timed('SubmitReview, distinct texts,', async (i) => {
    await submit(secondReviewee.id, secondRequestIds[i], i);
  });

  await measureFloor();
  for (const command of ['RequestReview', 'SubmitReview', 'SubmitReview, distinct texts,']) {
    const trips = Math.round(figures[`${command} reviews 1-${WINDOW} PostgreSQL round trips/command`]);
    const floor = figures[`floor: ${trips} round trips in a transaction commands/s`];
    for (const label of [`reviews 1-${WINDOW}`, `reviews ${REVIEWS - WINDOW + 1}-${REVIEWS}`]) {
      figures[`${command} ${label} of the floor (%)`] = (100 * figures[`${command} ${label} commands/s`]) / floor;
    }
    figures[`${command} last/first cost`] = figures[`${command} reviews ${REVIEWS - WINDOW + 1}-${REVIEWS} ms/command`] / figures[`${command} reviews 1-${WINDOW} ms/command`];
  }
  await concurrentWrites();

  /**
   * Reviews written through the API by one client alone (one review after another), then by
   * CONCURRENT_CLIENTS clients at once, each writing for a person of their own (so no two wait
   * for the same reviewee's lock), with texts unlike each other and an address per review, as
   * different people write them.
   */
  async function concurrentWrites() {
    const people = CONCURRENT_CLIENTS + 1;
    // Person 0 is the one reviewed by a single client (the sequential rate), the others one client each.
    await em.execute(
      `insert into users (id, email, first_name, last_name, email_verified_at)
       select gen_random_uuid(), 'bench.concurrent.' || lpad(n::text, 3, '0') || '@example.com', 'Concurrent', 'No. ' || n, now() from generate_series(1, ?) n`,
      [people],
    );
    const reviewees = await em.execute<Array<{ id: string }>>(`select id from users where email like 'bench.concurrent.%' order by email`);
    // A person has one pending request per address at a time, so each review comes from another
    // reviewer: a pool signed in through the API, every person asking each of them.
    const writers: Array<{ cookie: string; email: string }> = [];
    for (let w = 0; w < CONCURRENT_REVIEWS * 2; w += 4) {
      writers.push(...(await Promise.all([0, 1, 2, 3].map(async (k) => ({ ...(await signUp(`bench.writer.${w + k}@example.com`)), email: `bench.writer.${w + k}@example.com` })))));
    }
    const clients: Array<{ reviews: Array<Record<string, unknown>> }> = [];
    for (let c = 0; c < people; c++) {
      const count = c === 0 ? CONCURRENT_REVIEWS * 2 : CONCURRENT_REVIEWS;
      const reviews: Array<Record<string, unknown>> = [];
      for (let n = 0; n < count; n++) {
        // Each person starts at another writer, so no writer has many reviews in flight at once.
        const writer = writers[(n + c) % writers.length];
        const asked = await commands.execute(new RequestReviewCommand(reviewees[c].id, writer.email, `M/Y Bench ${c}.${n}`, '6 months', null, origin(c)));
        reviews.push({
          cookie: writer.cookie,
          reviewRequestId: asked.id,
          revieweeId: reviewees[c].id,
          text: distinctText(c * 1000 + n),
          rating: (n % 5) + 1,
          technicalSkills: 'excellent',
          workEthic: 'good',
          skills: ['Technical Skills: excellent'],
          reviewerPosition: 'Chief Officer',
          reviewerVessel: `M/Y Bench ${c}.${n}`,
          // An address per review: real reviewers do not share one (the same-IP rule would flag them).
          ip: `10.${200 + (c % 50)}.${Math.floor(n / 250) % 250}.${n % 250}`,
        });
      }
      clients.push({ reviews });
    }
    const generator = fileURLToPath(new URL('./review-writes-load.mjs', import.meta.url));
    const run = async (label: string, group: typeof clients) => {
      // Too long for a command line: handed over in a file.
      const plan = join(tmpdir(), `${database}-writes.json`);
      writeFileSync(plan, JSON.stringify({ base, origin: config.APP_URL, clients: group }));
      const cpuBefore = { api: process.cpuUsage(), postgres: postgresCpuMs() };
      const { stdout } = await promisify(execFile)(process.execPath, [generator, plan], { maxBuffer: 16 * 1024 * 1024 }).finally(() => rmSync(plan, { force: true }));
      const api = process.cpuUsage(cpuBefore.api);
      const postgres = cpuBefore.postgres < 0 ? -1 : postgresCpuMs() - cpuBefore.postgres;
      const result = JSON.parse(stdout) as { reviews: number; perSecond: number; p50: number; p95: number; p99: number; cpuMs: number; statuses: Record<string, number>; failures: string[] };
      // Where the machine's two cores went, per review: on two cores, the sum bounds the rate.
      figures[`POST /api/reviews, ${label}, CPU ms/review, API process`] = (api.user + api.system) / 1000 / result.reviews;
      if (postgres >= 0) figures[`POST /api/reviews, ${label}, CPU ms/review, PostgreSQL`] = postgres / result.reviews;
      figures[`POST /api/reviews, ${label}, CPU ms/review, load generator`] = result.cpuMs / result.reviews;
      figures[`POST /api/reviews, ${label}, reviews/s`] = result.perSecond;
      figures[`POST /api/reviews, ${label}, p50 ms`] = result.p50;
      figures[`POST /api/reviews, ${label}, p95 ms`] = result.p95;
      figures[`POST /api/reviews, ${label}, p99 ms`] = result.p99;
      figures[`POST /api/reviews, ${label}, answers other than 201`] = Object.entries(result.statuses).filter(([status]) => status !== '201').reduce((n, [, count]) => n + count, 0);
      if (result.failures.length > 0) console.log(`POST /api/reviews, ${label}: ${JSON.stringify(result.statuses)}\n  ${result.failures.join('\n  ')}`);
      return result.perSecond;
    };
    const alone = await run('1 client', clients.slice(0, 1));
    const together = await withCpuProfile(() => run(`${CONCURRENT_CLIENTS} clients at once`, clients.slice(1)));
    figures[`POST /api/reviews, ${CONCURRENT_CLIENTS} at once / 1 client`] = together / alone;
  }

  /**
   * CPU time used so far by this machine's PostgreSQL server processes (Linux /proc; -1 where
   * there is none): the share of the cores the database takes under the writes. Counts every
   * PostgreSQL on the machine, so run the bench with nothing else using one.
   */
  function postgresCpuMs(): number {
    if (!existsSync('/proc/self/stat')) return -1;
    const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
    let ticks = 0;
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // ended meanwhile
      }
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      // utime, stime, and cutime, cstime: a backend that ended (an idle pooled connection
      // closed) moves its time to the postmaster's children's time, so the sum keeps it.
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    }
    return ticks / ticksPerMs;
  }

  /**
   * BENCH_CPU_PROFILE=<file>: this process's CPU profile (the API's side of the writes) while
   * `run` runs, written as a .cpuprofile for Chrome's DevTools or bench/cpu-profile-summary.mjs.
   */
  async function withCpuProfile<T>(run: () => Promise<T>): Promise<T> {
    const file = process.env.BENCH_CPU_PROFILE;
    if (!file) return run();
    const session = new inspector.Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    try {
      return await run();
    } finally {
      const { profile: cpuProfile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(cpuProfile));
      session.disconnect();
      console.log(`CPU profile of the concurrent writes written to ${file}`);
    }
  }

  /**
   * The same machine's floor for sequential commands, with bare pg (no Nest, no ORM): a
   * durable commit of one insert, and transactions of as many round trips as each command
   * took (trivial statements, one insert). A command cannot beat the floor of its round trips.
   */
  async function measureFloor() {
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    try {
      await client.query('create table bench_floor (id bigserial primary key, payload text not null)');
      const rate = async (run: () => Promise<void>) => {
        for (let i = 0; i < WARM_UP; i++) await run();
        const started = performance.now();
        for (let i = 0; i < WINDOW * 3; i++) await run();
        return (WINDOW * 3) / ((performance.now() - started) / 1000);
      };
      const insert = () => client.query(`insert into bench_floor (payload) values ('a review')`);
      figures['floor: one insert, its own commit (1 round trip) commands/s'] = await rate(async () => {
        await insert();
      });
      const tripCounts = new Set(['RequestReview', 'SubmitReview', 'SubmitReview, distinct texts,'].map((command) => Math.round(figures[`${command} reviews 1-${WINDOW} PostgreSQL round trips/command`])));
      for (const trips of [...tripCounts].sort((a, b) => a - b)) {
        figures[`floor: ${trips} round trips in a transaction commands/s`] = await rate(async () => {
          await client.query('begin');
          for (let i = 0; i < trips - 3; i++) await client.query('select 1');
          await insert();
          await client.query('commit');
        });
      }
    } finally {
      await client.end();
    }
  }

  /** autocannon in its own process (the load must not share this event loop with the server). */
  async function loadReviewsPage(reviews: number) {
    const first = await fetch(`${base}/api/reviews`, { headers: { cookie: reviewee.cookie } });
    const page = (await first.json()) as unknown[];
    if (first.status !== 200 || page.length === 0) throw new Error(`GET /api/reviews answered ${first.status} with ${page.length} reviews`);
    const bin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [bin, '--json', '-c', String(CONNECTIONS), '-d', String(HTTP_SECONDS), '-H', `cookie=${reviewee.cookie}`, `${base}/api/reviews`],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const result = JSON.parse(stdout) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`GET /api/reviews: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    figures[`GET /api/reviews at ${reviews} reviews requests/s`] = result.requests.average;
    figures[`GET /api/reviews at ${reviews} reviews p50 ms`] = result.latency.p50;
    figures[`GET /api/reviews at ${reviews} reviews p99 ms`] = result.latency.p99;
    figures[`GET /api/reviews at ${reviews} reviews reviews in the answer`] = page.length;
  }

  const baseline: Figures = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')).figures : {};
  const show = (n: number | undefined) => (n === undefined ? '-' : n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
  console.log(`\nReview commands for one person (sequential, ${REVIEWS} of each) and GET /api/reviews (autocannon, ${CONNECTIONS} connections, ${HTTP_SECONDS} s)\n`);
  console.log(`${''.padEnd(66)} ${'baseline'.padStart(9)} ${'now'.padStart(9)}`);
  for (const [key, value] of Object.entries(figures)) console.log(`${key.padEnd(66)} ${show(baseline[key]).padStart(9)} ${show(value).padStart(9)}`);
  if (profile) {
    console.log('\nWaiting for PostgreSQL per statement (whole run), most first:');
    for (const [sql, { count, ms }] of [...profile].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)) {
      console.log(`${ms.toFixed(0).padStart(7)} ms ${String(count).padStart(6)}x ${(ms / count).toFixed(2).padStart(6)} ms  ${sql}`);
    }
    for (const { title, waited } of windowProfiles) {
      console.log(`\nWaiting for PostgreSQL per command, ${title}, most first:`);
      for (const [sql, ms] of waited) console.log(`${ms.toFixed(2).padStart(7)} ms  ${sql}`);
    }
    if (process.env.BENCH_PROFILE_SQL) writeFileSync(process.env.BENCH_PROFILE_SQL, JSON.stringify([...profile.values()].map((e) => e.sample)));
  }
  if (saveBaseline) {
    writeFileSync(baselineFile, `${JSON.stringify({ recordedAt: new Date().toISOString(), reviews: REVIEWS, connections: CONNECTIONS, figures }, null, 2)}\n`);
    console.log(`\nBaseline written to bench/results/reviews-baseline.json`);
  }
  console.log('');
} finally {
  await app.close();
  if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`Database kept: ${database}`);
  else await dropDatabase(database);
  await deleteRedisPrefix(redisUrl, redisPrefix);
}
// Nest's and the queue's handles can outlive close(); the figures are printed, so end here.
process.exit(0);
