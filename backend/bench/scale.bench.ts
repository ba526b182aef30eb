import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createApiApp } from '../src/bootstrap.js';
import { loadConfig } from '../src/platform/config/app-config.js';
import { usagePeriod } from '../src/modules/billing/domain/ledger.js';
import { assertServicesUp, databaseUrl, deleteRedisPrefix } from '../test/support/run-services.mjs';
import { totpCode } from '../test/support/totp.js';
import { personSql, SCALE_ADMIN_EMAIL, SCALE_PASSWORD, scaleDatabase, scaleOf } from './scale-setup.js';

/**
 * npm run bench:scale -w backend [-- --scale 0.1] [--explain]
 *
 * Every read a person does, over HTTP against the market-size seed (npm run seed:scale), the
 * API in this process and the worker in its own, the load from autocannon in a child process
 * (bench/load-generator.mjs): CONNECTIONS at a time for SECONDS or REQUESTS each, after a
 * warm-up of WARMUP_SECONDS at the same concurrency (BENCH_CONNECTIONS, BENCH_SECONDS,
 * BENCH_REQUESTS, BENCH_WARMUP_SECONDS; BENCH_ONLY=<part of a name> runs only those reads).
 * Prints p50/p95/p99 and requests/s per read, and the ratio of p95 to the same read at a
 * hundredth of the data when that run's figures are in bench/results (each run writes its own
 * there). Target (issue 26): p95 <= 50 ms, ratio <= 2.
 *
 * --explain: one request per read with every statement it sends captured at the driver, then
 * EXPLAIN (ANALYZE, BUFFERS) of each select printed, under the `set local` settings of its transaction.
 */
const scale = scaleOf(process.argv);
const explain = process.argv.includes('--explain');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const database = scaleDatabase(scale);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
await assertServicesUp(redisUrl);
const redisPrefix = `crew-bench:scale-${Date.now().toString(36)}`;
const env = {
  NODE_ENV: 'test', DATABASE_URL: databaseUrl(database), REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix, SMTP_URL: '', LOG_LEVEL: 'silent', RATE_LIMITS_ENABLED: 'false',
  // A new schedule's first consistency check starts at once, and the seed has no run stored: left
  // on, the whole check (minutes at scale 0.01) would run under the reads being measured.
  CONSISTENCY_CHECK_EVERY_MS: '0',
};
const config = loadConfig({ ...process.env, ...env });

// ---- statement capture for --explain: the API runs in this process, so its driver calls pass here ----
const captured: Array<{ text: string; values: unknown[] }> = [];
let capturing = false;
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as { query: unknown }).query = function (this: pg.Client, ...args: unknown[]) {
  if (capturing) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof first === 'string' ? first : first.text;
    const values = typeof first === 'string' ? (Array.isArray(second) ? second : []) : (first.values ?? []);
    captured.push({ text, values });
  }
  return originalQuery.apply(this, args);
};

const db = new pg.Client({ connectionString: env.DATABASE_URL });
await db.connect();
const one = async <T>(sql: string) => (await db.query(sql)).rows[0] as T;
const busy = await one<{ id: string; email: string; reviews: number }>(`select u.id, u.email, s.total_reviews as reviews from users u join review_stats s on s.user_id = u.id where u.id = ${personSql(1)}`);
const quiet = await one<{ id: string; email: string; reviews: number }>(`select u.id, u.email, s.total_reviews as reviews from users u join review_stats s on s.user_id = u.id where u.id = ${personSql(2)}`);
const employer = await one<{ id: string; email: string }>(`select id, email from users where role = 'employer' and subscription_status = 'active' order by created_at limit 1`);
const link = await one<{ token: string }>(`select token from share_links where deleted_at is null and expires_at > now() order by user_id = ${personSql(1)} desc limit 1`);
const someReview = await one<{ id: string }>(`select id from reviews where reviewee_id = ${personSql(1)} limit 1`);
console.log(`${database}: person #1 ${busy.reviews} reviews, person #2 ${quiet.reviews} reviews`);

const WORKER = fileURLToPath(new URL('../src/worker.ts', import.meta.url));
const worker = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', WORKER], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
// Whatever stops the bench (a failed sign-in too) stops its worker.
process.on('exit', () => worker.kill());
const app = await createApiApp(config);
await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;

async function signIn(email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: SCALE_PASSWORD }) });
  if (res.status !== 200) throw new Error(`Sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}
/** An admin acts only after a second factor: set one up in this session, as the admin would. */
async function withAuthenticator(cookie: string) {
  const setup = await fetch(`${base}/api/auth/security/authenticator`, { method: 'POST', headers: { cookie } });
  const { secret } = (await setup.json()) as { secret: string };
  const confirm = await fetch(`${base}/api/auth/security/authenticator/confirm`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ code: totpCode(secret, new Date()) }) });
  if (confirm.status !== 200) throw new Error(`Authenticator set-up answered ${confirm.status}: ${await confirm.text()}`);
}
/** The URL `pages` pages on, following the Link: rel="next" headers as a client would. */
async function deepPage(url: string, cookie: string, pages: number): Promise<string> {
  let current = url;
  for (let i = 0; i < pages; i++) {
    const res = await fetch(`${base}${current}`, { headers: { cookie } });
    const next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
    if (!next) return current;
    current = next.startsWith('http') ? new URL(next).pathname + new URL(next).search : next;
  }
  return current;
}

const busyCookie = await signIn(busy.email);
const quietCookie = await signIn(quiet.email);
const employerCookie = await signIn(employer.email);
// A run sets up the admin's authenticator afresh (its secret lives only in this process): the last run's goes first.
await db.query(`delete from user_authenticators where user_id = (select id from users where email = $1)`, [SCALE_ADMIN_EMAIL]);
await db.query(`delete from user_recovery_codes where user_id = (select id from users where email = $1)`, [SCALE_ADMIN_EMAIL]);
const adminCookie = await signIn(SCALE_ADMIN_EMAIL);
await withAuthenticator(adminCookie);
// A crew member the employer already opened this month if there is one: a repeat view is free, so a
// plan whose month of views the seed used up still opens it (the first view of another would be refused).
const someCrew = await one<{ id: string }>(
  `select user_id as id from crew_search c where searchable and profile_searchable
   order by exists (select 1 from profile_views_counted v where v.employer_id = '${employer.id}' and v.crew_id = c.user_id and v.period = '${usagePeriod(new Date())}') desc, user_id
   limit 1`,
);

/** One request's status and the start of its body: what a failing read answered. */
async function answerOf(url: string, cookie: string): Promise<string> {
  const res = await fetch(`${base}${url}`, { headers: cookie ? { cookie } : {} });
  return `${res.status} ${(await res.text()).slice(0, 200)}`;
}

const allReads: Array<[string, string, string]> = [
  ['dashboard stats (5,000 reviews)', '/api/stats', busyCookie],
  ['skills (5,000 reviews)', '/api/skills', busyCookie],
  ['received reviews, first page (5,000)', '/api/reviews?limit=20', busyCookie],
  ['received reviews, deep page (5,000)', await deepPage('/api/reviews?limit=50', busyCookie, 60), busyCookie],
  ['received reviews, first page (5)', '/api/reviews?limit=20', quietCookie],
  ['dashboard stats (5)', '/api/stats', quietCookie],
  ['sent requests', '/api/review-requests', busyCookie],
  ['incoming requests', '/api/incoming-review-requests', busyCookie],
  ['share links', '/api/share-links', busyCookie],
  ['public profile (full)', `/api/public/profile/${link.token}`, ''],
  ['public profile (summary)', `/api/public/profile/${link.token}?view=summary`, ''],
  ['crew search, text', '/api/search/crew?query=engineer', employerCookie],
  ['crew search, filters', '/api/search/crew?position=captain&availability=available&location=palma', employerCookie],
  ['crew search, deep page', await deepPage('/api/search/crew?query=deck', employerCookie, 20), employerCookie],
  ['crew profile', `/api/search/crew/${someCrew.id}`, employerCookie],
  ['transactions', '/api/transactions', employerCookie],
  ['contact requests', '/api/contact-requests', employerCookie],
  ['verification reports', '/api/verification-reports', employerCookie],
  ['admin users', '/api/admin/users', adminCookie],
  ['admin users, search', '/api/admin/users?search=navarro', adminCookie],
  ['admin users, role filter', '/api/admin/users?role=agency', adminCookie],
  ['admin users, deep page', '/api/admin/users?page=200', adminCookie],
  ['admin reviews', '/api/admin/reviews', adminCookie],
  ['admin suspicious reviews', '/api/admin/suspicious-reviews', adminCookie],
  ["a review's history", `/api/admin/reviews/${someReview.id}/history`, adminCookie],
  ['audit log', '/api/admin/audit-log', adminCookie],
  ['system stats', '/api/admin/system-stats', adminCookie],
  ['analytics', '/api/admin/analytics', adminCookie],
];
// BENCH_ONLY=<fragment>: only the reads whose name contains it (a quick look at one read, or a CPU profile of it).
const reads = allReads.filter(([name]) => !process.env.BENCH_ONLY || name.includes(process.env.BENCH_ONLY));

const LOAD = fileURLToPath(new URL('./load-generator.mjs', import.meta.url));
type Figures = { requests: number; seconds: number; p50: number; p95: number; p99: number; errors: number; statuses: Record<string, number> };
async function load(url: string, cookie: string, run = { amount: REQUESTS, seconds: SECONDS, visitorPrefix: 'bench-visitor' }): Promise<Figures> {
  const options = { url: `${base}${url}`, connections: CONNECTIONS, ...run, visitors: 1_000_000, headers: cookie ? { cookie } : {} };
  const child = spawn(process.execPath, [LOAD, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  await once(child, 'exit');
  return JSON.parse(out) as Figures;
}

const resultsDir = fileURLToPath(new URL('./results', import.meta.url));
const baselineFile = `${resultsDir}/scale-${scaleDatabase(scale / 100).replace('crew_scale_', '')}.json`;
const baseline: Record<string, Figures> = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : {};
const results: Record<string, Figures> = {};
try {
  console.log(`${CONNECTIONS} connections, ${SECONDS} s or ${REQUESTS} requests per read${Object.keys(baseline).length ? `; ratio = p95 / p95 at scale ${scale / 100}` : ''}`);
  console.log(`${'read'.padEnd(40)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} ${'req/s'.padStart(7)}  ratio  status`);
  for (const [name, url, cookie] of reads) {
    if (explain) await explainRead(name, url, cookie);
    // A short warm-up at the same concurrency first: the first read measured should not pay for
    // compiling its code paths and filling the connection pool (its visitors are others than the measured run's).
    if (WARMUP_SECONDS > 0) await load(url, cookie, { amount: REQUESTS, seconds: WARMUP_SECONDS, visitorPrefix: 'bench-warm-up' });
    const f = await load(url, cookie);
    results[name] = f;
    const ratio = baseline[name] ? (f.p95 / Math.max(1, baseline[name].p95)).toFixed(2) : '  -  ';
    const ok = f.statuses['2xx'] === f.requests && f.errors === 0 ? 'ok' : `NOT OK ${JSON.stringify(f.statuses)} errors ${f.errors}: ${await answerOf(url, cookie)}`;
    const slow = f.p95 > 50 ? ' (p95 over 50 ms)' : '';
    console.log(`${name.padEnd(40)} ${String(f.p50).padStart(6)} ${String(f.p95).padStart(6)} ${String(f.p99).padStart(6)} ${Math.round(f.requests / f.seconds).toString().padStart(7)}  ${ratio.padStart(5)}  ${ok}${slow}`);
  }
  mkdirSync(resultsDir, { recursive: true });
  // A run of some reads (BENCH_ONLY) replaces theirs and keeps the others' last figures.
  const resultsFile = `${resultsDir}/scale-${database.replace('crew_scale_', '')}.json`;
  const earlier: Record<string, Figures> = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
  writeFileSync(resultsFile, `${JSON.stringify({ ...earlier, ...results }, null, 2)}\n`);
} finally {
  worker.kill();
  await app.close();
  await db.end();
  await deleteRedisPrefix(redisUrl, redisPrefix);
}

async function explainRead(name: string, url: string, cookie: string) {
  // A load stopped by its time limit leaves requests in flight: let them finish, so their
  // statements are not printed as this read's.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  captured.length = 0;
  capturing = true;
  await fetch(`${base}${url}`, { headers: cookie ? { cookie } : {} });
  capturing = false;
  console.log(`\n== ${name}: ${url}`);
  // The `set local` settings of the transaction a statement ran in (executeBitmapOnly's planner
  // switches): explained without them, a statement shows a plan it never runs.
  let settings: string[] = [];
  for (const { text, values } of captured.splice(0)) {
    console.log(`-- ${text.replace(/\s+/g, ' ').slice(0, 300)}`);
    if (/^\s*(begin|commit|rollback)\b/i.test(text)) settings = [];
    if (/^\s*set local\b/i.test(text)) settings.push(text);
    // Writes and transaction control are listed (they are part of the read's cost), not explained.
    if (!/^\s*(with|select)\b/i.test(text)) continue;
    await db.query('begin');
    for (const setting of settings) await db.query(setting);
    const plan = await db.query({ text: `explain (analyze, buffers) ${text}`, values }).catch((e: Error) => ({ rows: [{ 'QUERY PLAN': `(not explained: ${e.message})` }] }));
    await db.query('rollback');
    for (const row of plan.rows) console.log(`   ${row['QUERY PLAN']}`);
  }
  console.log('');
}
