import 'reflect-metadata';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import { Redis } from 'ioredis';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { stcwEndorsements } from '../src/modules/certifications/catalogue/index.js';
import { ConfirmReviewCommand } from '../src/modules/reviews/confirm-review/confirm-review.command.js';
import { VerifyReviewCommand } from '../src/modules/reviews/contracts/moderate-review.commands.js';
import { SKILLS } from '../src/modules/reviews/domain/review-values.js';
import { RequestReviewCommand } from '../src/modules/reviews/request-review/request-review.command.js';
import { SubmitReviewCommand } from '../src/modules/reviews/submit-review/submit-review.command.js';
import { viewerFingerprint } from '../src/modules/sharing/domain/share-token.js';
import { createApiApp, createWorkerApp } from '../src/bootstrap.js';
import { entities } from '../src/entities.js';
import { migrateDatabase } from '../src/platform/database/migrate.js';
import { dropDatabase } from '../test/support/run-services.mjs';
import { benchEnvironment } from './bench-setup.js';

/** Who vouches for the bench's flagged reviews: any admin but the reviewee. */
const BENCH_ADMIN_ID = '00000000-0000-4000-8000-00000000a0a0';

/**
 * npm run bench:public-profile -w backend
 *
 * GET /api/public/profile/{token} for a profile with REVIEWS confirmed, verified reviews,
 * through the whole API (Express, helmet, sessions, validation, CQRS, MikroORM; one read of the
 * precomputed document, ADR 0021), next to a bare node:http + pg handler without any cache:
 * it reads the user, the review numbers and the latest reviews on every request, makes the
 * same Redis call and view UPDATE, and answers the same JSON (checked before measuring). A
 * third row is the API answering browsers that revalidate (If-None-Match: 304, no body).
 *
 * The load comes from autocannon in a child process (bench/load-generator.mjs), never from the
 * server's own process: CONNECTIONS requests at a time over loopback, bounded by REQUESTS and
 * SECONDS. Visitors cycle through VISITORS user agents: the first visit of each counts a view
 * (an UPDATE and, in the API, its event), later ones only hit the Redis de-duplication - a
 * busy link, not a cache test.
 * Uses its own database (created, migrated, dropped) and Redis key prefix.
 */
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 1000);
const WARM_UP = 300;


const { database, redisPrefix, redisUrl, config } = await benchEnvironment();

// ---- The bare handler: the same statements the API's handlers send, nothing else. ----

const endorsementNames = new Map(stcwEndorsements.map((e) => [e.id, e.name]));
const average = (sum: number, count: number) => (count > 0 ? Math.round((sum / count) * 10) / 10 : 0);
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function bareServer(pool: pg.Pool, redis: Redis): Server {
  const notFound = JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Profile not found' });
  return createServer(async (req, res) => {
    try {
      const token = (req.url ?? '').split('/api/public/profile/')[1] ?? '';
      const [link] = TOKEN_SHAPE.test(token)
        ? (await pool.query('select id, user_id as "userId", access_level as "accessLevel" from share_links where token = $1 and deleted_at is null and expires_at > now()', [token])).rows
        : [];
      if (!link) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(notFound);
        return;
      }
      const full = link.accessLevel === 'full';
      const [user, numbers, skillRows, reviews, expiries, servedTogether, periods, confirmations] = await Promise.all([
        pool.query('select * from users where id = $1 limit 1', [link.userId]).then((r) => r.rows[0]),
        pool.query('select total_reviews as total, verified_reviews as verified, rating_sum as sum from review_stats where user_id = $1', [link.userId]).then((r) => r.rows[0] ?? { total: 0, verified: 0, sum: 0 }),
        pool.query('select skill, rating_sum as sum, rating_count as count from review_skill_stats where user_id = $1', [link.userId]).then((r) => r.rows),
        full
          ? pool
              .query(
                `select id, status, is_verified as "isVerified", rating, text, context, duration, reviewer_name as "reviewerName",
                        reviewer_work_position as "reviewerWorkPosition", ${iso('created_at')} as "createdAt", served_together as "servedTogether",
                        service_confirmed as "serviceConfirmed"
                 from reviews where reviewee_id = $1 and status = 'confirmed' and is_verified and not is_hidden
                 order by created_at desc, id desc limit $2`,
                [link.userId, 5],
              )
              .then((r) => r.rows)
          : [],
        pool
          .query(`select certificate_key as key, to_char(expiry_date, 'YYYY-MM-DD') as date from certificate_details where user_id = $1 and expiry_date is not null`, [link.userId])
          .then((r) => new Map<string, string>(r.rows.map((row) => [row.key, row.date]))),
        pool
          .query(`select count(*)::int as n from reviews where reviewee_id = $1 and status = 'confirmed' and is_verified and not is_hidden and served_together is not null`, [link.userId])
          .then((r) => r.rows[0].n as number),
        full
          ? pool
              .query(
                `select vessel_name as "vesselName", imo_number as "imoNumber", flag, vessel_type as "vesselType", gross_tonnage as "grossTonnage", rank,
                        to_char(sign_on_date, 'YYYY-MM-DD') as "signOnDate", to_char(sign_off_date, 'YYYY-MM-DD') as "signOffDate",
                        sign_off_date - sign_on_date + 1 as days, days_at_sea as "daysAtSea"
                 from sea_service_periods where user_id = $1 order by sign_on_date desc`,
                [link.userId],
              )
              .then((r) => r.rows)
          : [],
        full
          ? pool
              .query(
                `select reviewer_name as name, served_together->>'vesselName' as "vesselName", served_together->>'from' as "from", served_together->>'to' as "to"
                 from reviews where reviewee_id = $1 and status = 'confirmed' and is_verified and not is_hidden and service_confirmed
                 order by created_at, id`,
                [link.userId],
              )
              .then((r) => r.rows)
          : [],
      ]);
      const viewer = viewerFingerprint(req.socket.remoteAddress ?? '', String(req.headers['user-agent'] ?? '').slice(0, 500), token);
      if ((await redis.set(`${redisPrefix}:share-view:${viewer}`, '1', 'EX', 1800, 'NX')) === 'OK') {
        await pool.query('update share_links set views = views + 1 where id = $1', [link.id]);
      }
      const shownEndorsements = (user.stcw_endorsements as string[]).flatMap((id) => (endorsementNames.has(id) ? [{ id, name: endorsementNames.get(id)! }] : [])).slice(0, 6);
      const body = {
        user: {
          firstName: user.first_name,
          lastName: user.last_name,
          profileImageUrl: user.profile_image_url,
          position: user.position,
          experience: user.experience,
          experienceYears: user.experience_years,
          rank: user.rank,
          role: user.role,
          isVerified: user.email_verified_at !== null,
          stcwEndorsements: shownEndorsements.map((e) => e.name),
          location: user.location,
          stcwEndorsementExpiryDates: Object.fromEntries(shownEndorsements.flatMap((e) => (expiries.has(`stcwEndorsements:${e.id}`) ? [[e.name, expiries.get(`stcwEndorsements:${e.id}`)]] : []))),
        },
        reviews: reviews.map(({ servedTogether: together, serviceConfirmed, ...review }) => ({
          ...review,
          servedTogether: together ? { vesselName: together.vesselName, from: together.from, to: together.to, serviceConfirmed: serviceConfirmed === true } : null,
        })),
        stats: { averageRating: average(numbers.sum, numbers.total), totalReviews: numbers.total, verifiedReviews: numbers.verified, servedTogetherReviews: servedTogether },
        skills: SKILLS.flatMap(({ key, label }) => {
          const row = skillRows.find((r) => r.skill === key);
          return row && row.count > 0 ? [{ name: label, averageRating: average(row.sum, row.count) }] : [];
        }),
        seaService:
          periods.length > 0
            ? {
                totals: { periods: periods.length, days: periods.reduce((n, p) => n + p.days, 0), daysAtSea: periods.reduce((n, p) => n + (p.daysAtSea ?? 0), 0) },
                periods: periods.map((p) => ({
                  ...p,
                  confirmedBy: confirmations
                    .filter((c) => c.vesselName === p.vesselName && c.from >= p.signOnDate && c.to <= p.signOffDate)
                    .map((c) => ({ name: c.name, from: c.from, to: c.to })),
                })),
              }
            : null,
        accessLevel: full ? 'full' : 'basic',
      };
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' }).end(JSON.stringify(body));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
}

// ---- The load: autocannon in a child process, so it does not share the server's event loop. ----

interface Result {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
}

const LOAD_GENERATOR = fileURLToPath(new URL('./load-generator.mjs', import.meta.url));

async function load(url: string, amount: number, headers: Record<string, string> = {}): Promise<Result> {
  const child = spawn(process.execPath, [LOAD_GENERATOR, JSON.stringify({ url, connections: CONNECTIONS, amount, seconds: SECONDS, visitors: VISITORS, headers })], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number];
  if (code !== 0) throw new Error(`The load generator failed (exit ${code})`);
  return JSON.parse(out) as Result;
}

async function deleteKeys(pattern: string) {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

// ---- Setup: a reviewee with REVIEWS confirmed, verified reviews and a full share link. ----

await migrateDatabase(config.DATABASE_URL, entities, () => undefined);
// The worker delivers reviews' integration events into the tables the public profile reads.
const worker = await createWorkerApp(config);
const WORKER = fileURLToPath(new URL('../src/worker.ts', import.meta.url));
const workerEnv = {
  NODE_ENV: 'test',
  DATABASE_URL: config.DATABASE_URL,
  REDIS_URL: redisUrl,
  REDIS_PREFIX: redisPrefix,
  SMTP_URL: '',
  LOG_LEVEL: 'silent',
  RATE_LIMITS_ENABLED: 'false',
};
let workerProcess: ReturnType<typeof spawn> | null = null;
const app = await createApiApp(config);
const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 10 });
const redis = new Redis(redisUrl);
const bare = bareServer(pool, redis);
try {
  await app.listen(0, '127.0.0.1');
  const apiBase = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareBase = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

  const json = { 'content-type': 'application/json', origin: config.APP_URL };
  const signUp = await fetch(`${apiBase}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'bench.owner@example.com', password: 'anchor-watch-at-dawn-42', firstName: 'Bench', lastName: 'Owner' }),
  });
  if (signUp.status !== 201) throw new Error(`Sign-up failed: ${signUp.status} ${await signUp.text()}`);
  // Sign-up sets the device cookie and the session cookie: send both back.
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const owner = (await signUp.json()) as { id: string };
  const headers = { ...json, cookie };
  await fetch(`${apiBase}/api/user/profile`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ position: 'Chief Officer', experienceYears: 8, rank: 'chief-officer', stcwEndorsements: ['chief-mate', 'pst', 'fpff', 'efa', 'pssr', 'security-awareness', 'ecdis'] }),
  });

  const em = app.get(EntityManager).fork();
  await em.execute(
    `insert into users (id, email, first_name, last_name, email_verified_at)
     select gen_random_uuid(), 'bench.reviewer.' || n || '@example.com', 'Reviewer', 'No. ' || n, now() from generate_series(1, ?) n`,
    [REVIEWS],
  );
  const reviewers = await em.execute<Array<{ id: string; email: string }>>(`select id, email from users where email like 'bench.reviewer.%' order by email`);
  const commands = app.get(CommandBus);
  // Every review from its own address and with its own text, so no fraud rule flags it.
  const origin = (i: number) => ({ ip: `10.1.${Math.floor(i / 250)}.${i % 250}`, userAgent: 'bench', requestId: `bench-${i}` });
  // Texts far enough apart that the near-duplicate rule leaves them alone.
  const vocabulary = `steady reliable calm skilled careful cheerful precise tireless patient sharp anchor watch bridge engine tender
    galley deck charter season passage weather harbour crew guests safety drills rigging mooring navigation radar chart
    varnish teak polish tools engineer captain mate bosun stewardess chef laundry provisioning refit shipyard delivery
    crossing atlantic caribbean mediterranean storm night dawn briefing checklist leadership humour trust`.split(/\s+/);
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const text = (i: number) => `Review ${i}: ${Array.from({ length: 18 }, () => vocabulary[Math.floor(random() * vocabulary.length)]).join(' ')}.`;
  const seedStarted = performance.now();
  for (let i = 0; i < REVIEWS; i++) {
    const request = await commands.execute(new RequestReviewCommand(owner.id, reviewers[i].email, `Season ${i % 11} aboard M/Y Bench`, '6 months', null, origin(i)));
    const review = await commands.execute(
      new SubmitReviewCommand(
        reviewers[i].id,
        {
          reviewRequestId: request.id,
          revieweeId: owner.id,
          text: text(i),
          rating: (i % 5) + 1,
          technicalSkills: 'excellent',
          workEthic: 'good',
          skills: [],
          reviewerPosition: 'Bosun',
          reviewerVessel: 'M/Y Bench',
        },
        origin(i),
      ),
    );
    await commands.execute(new ConfirmReviewCommand(review.id, owner.id, origin(i)));
    // Past the fifth review in a day the burst rule flags each one (ADR 0018): an admin (never
    // the profile's owner, who may not moderate their own reviews) vouches
    // for it, so the profile shows REVIEWS verified reviews as intended.
    const [{ verified }] = await em.execute<Array<{ verified: boolean }>>('select is_verified as verified from reviews where id = ?', [review.id]);
    if (!verified) await commands.execute(new VerifyReviewCommand(review.id, BENCH_ADMIN_ID, { category: 'confirmed-genuine', note: 'Verified for the bench' }, origin(i)));
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const created = await fetch(`${apiBase}/api/share-links`, { method: 'POST', headers, body: JSON.stringify({ purpose: 'Benchmark' }) });
  if (created.status !== 201) throw new Error(`Share link: ${created.status} ${await created.text()}`);
  const { token } = (await created.json()) as { token: string };
  for (let waited = 0; ; waited += 50) {
    const [{ count }] = await em.execute(`select count(*)::int as count from outbox_messages where queue = 'integration-events' and delivered_at is null`);
    if (count === 0) break;
    if (waited > 60_000) throw new Error(`${count} integration events still undelivered`);
    await new Promise((r) => setTimeout(r, 50));
  }
  // From here on the worker runs as production runs it: its own process (src/worker.ts), still
  // delivering every counted view's event, but not on the API's event loop.
  await worker.close();
  workerProcess = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', WORKER], {
    env: { ...process.env, ...workerEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const apiUrl = `${apiBase}/api/public/profile/${token}`;
  const bareUrl = `${bareBase}/api/public/profile/${token}`;

  // Same answer from both, or the comparison means nothing.
  const [fromApi, fromBare] = await Promise.all([apiUrl, bareUrl].map((u) => fetch(u, { headers: { 'user-agent': 'bench-check' } }).then((r) => r.json())));
  if (!isDeepStrictEqual(fromApi, fromBare)) throw new Error(`The two handlers answer differently:\n${JSON.stringify(fromApi)}\n${JSON.stringify(fromBare)}`);
  if (fromApi.stats.verifiedReviews !== REVIEWS || fromApi.reviews.length !== 5) throw new Error(`Seeding went wrong: ${JSON.stringify(fromApi.stats)}`);

  const etag = (await fetch(apiUrl, { headers: { 'user-agent': 'bench-check' } })).headers.get('etag') ?? '';
  if (!/^"[^"]+"$/.test(etag)) throw new Error(`No strong ETag from the API: ${etag}`);

  // Each target gets fresh visitors, so each does the same counting work (VISITORS views).
  const measure = async (url: string, headers: Record<string, string> = {}) => {
    await load(url, WARM_UP, headers);
    await deleteKeys(`${redisPrefix}:share-view:*`);
    return load(url, REQUESTS, headers);
  };
  const api = await measure(apiUrl);
  const bareResult = await measure(bareUrl);
  const revalidated = await measure(apiUrl, { 'if-none-match': etag });

  const rps = (r: Result) => r.requests / r.seconds;
  const statuses = (r: Result) => Object.entries(r.statuses).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${n}`).join(', ');
  const row = (label: string, r: Result) =>
    `${label.padEnd(34)}${rps(r).toFixed(0).padStart(12)}${r.p50.toFixed(1).padStart(10)}${r.p99.toFixed(1).padStart(10)}${String(r.requests).padStart(10)}${String(r.errors).padStart(8)}   ${statuses(r)}`;
  const ratio = (r: Result) => `${`${(rps(r) / rps(bareResult)).toFixed(2)}x`.padStart(12)}${`${(r.p50 / bareResult.p50).toFixed(2)}x`.padStart(10)}${`${(r.p99 / bareResult.p99).toFixed(2)}x`.padStart(10)}`;
  console.log(`\nGET /api/public/profile/{token}: ${REVIEWS} verified reviews, ${CONNECTIONS} concurrent connections, up to ${REQUESTS} requests or ${SECONDS} s each, ${VISITORS} visitors`);
  console.log(`(seeded ${REVIEWS} reviews through the review commands in ${seedSeconds.toFixed(1)} s; load from autocannon in a separate process, loopback only)\n`);
  console.log(`${''.padEnd(34)}${'requests/s'.padStart(12)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'requests'.padStart(10)}${'errors'.padStart(8)}   statuses`);
  console.log(row('Nest API (whole stack)', api));
  console.log(row('bare node:http + pg (uncached)', bareResult));
  console.log(row('Nest API, If-None-Match (304)', revalidated));
  console.log(`${'ratio API / bare'.padEnd(34)}${ratio(api)}`);
  console.log(`${'ratio API 304 / bare'.padEnd(34)}${ratio(revalidated)}\n`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  // Connections our own setup requests left open would hold the servers' close.
  (app.getHttpServer() as Server).closeAllConnections();
  bare.closeAllConnections();
  const step = (name: string) => process.env.BENCH_DEBUG && console.error(`closing: ${name}`);
  step('api');
  await app.close();
  step('worker');
  if (workerProcess) {
    workerProcess.kill('SIGTERM');
    if (workerProcess.exitCode === null) await once(workerProcess, 'exit');
  } else await worker.close();
  step('bare');
  await new Promise((resolve) => bare.close(resolve));
  step('pool');
  await pool.end();
  step('keys');
  await deleteKeys(`${redisPrefix}:*`);
  redis.disconnect();
  step('database');
  await dropDatabase(database);
  step('done');
  // A client somewhere keeps a handle open after every close above; the bench is over.
  process.exit(process.exitCode ?? 0);
}
