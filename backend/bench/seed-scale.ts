import 'reflect-metadata';
import { hash } from '@node-rs/argon2';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { entities } from '../src/entities.js';
import { ormConfig } from '../src/platform/database/mikro-orm.config.js';
import { Sealer } from '../src/platform/privacy/personal-data.js';
import { ARGON2_OPTIONS } from '../src/modules/identity/domain/argon2-options.js';
import { EVENT_VERSIONS, type AnyReviewEvent } from '../src/modules/reviews/domain/review-events.js';
import { sealEvent, sealMetadata } from '../src/modules/reviews/event-store/personal-fields.js';
import { RebuildReviewProjectionsCommand } from '../src/modules/reviews/rebuild-projections/rebuild-review-projections.command.js';
import { databaseUrl } from '../test/support/run-services.mjs';
import { SCALE_ADMIN_EMAIL, SCALE_PASSWORD, scaleDatabase, scaleOf } from './scale-setup.js';
import { seedBilling } from './seed/billing.js';
import { writeIntegrationEvents } from './seed/integration-events.js';
import { seedObjects, seedStorageDir } from './seed/objects.js';
import { SeedClock } from './seed/progress.js';
import { buildReadModels } from './seed/read-models.js';
import { createSeedApp } from './seed/seed-app.js';

/**
 * The product's data at market size, in its own database: `npm run seed:scale -w backend
 * [-- --scale 0.1] [--database name]` (scale 1 = 1,000,000 people, 5,000,000 reviews; database
 * crew_scale_1, crew_scale_0_1, ... unless named).
 *
 * People, sea service, certificates, share links, the audit log and the employers' billing
 * (seed/billing.ts) are generated set-based in PostgreSQL (generate_series, deterministic
 * hashes). Reviews are written as what the product stores first, the event log (sealed exactly
 * as the event store seals, one insert per batch), and the review read models are then built
 * by the production rebuild (the projector the product runs). The integration events all of
 * that implies are then written by the modules' own event builders (seed/integration-events.ts)
 * and every subscriber's tables built from them by its production replay (seed/read-models.ts),
 * so no row of a read model is hand-written; test/scale/seed-scale.int-spec.ts seeds a small
 * copy and runs the consistency check over it. Every object the rows name (a scan for one
 * certificate in 20, the ready reports' PDFs) is written into var/scale/<database> (seed/objects.ts). The bench's people: #1 has 5,000 reviews (at
 * every scale), #2 has 5.
 */
const scale = scaleOf(process.argv);
const named = process.argv.indexOf('--database');
const database = named >= 0 ? process.argv[named + 1] : scaleDatabase(scale);
if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`--database must be a plain lower-case name, not ${database}`);
const url = databaseUrl(database);
const PEOPLE = Math.max(2000, Math.round(1_000_000 * scale));
const REVIEWS = Math.max(6000, Math.round(5_000_000 * scale));
const SHARE_LINKS = Math.round(1_000_000 * scale);
const CERTIFICATES = Math.round(3_000_000 * scale);
const PERIODS = Math.round(2_000_000 * scale);
const VESSELS = Math.max(100, Math.round(50_000 * scale));
const AUDIT = Math.round(200_000 * scale);
const clock = new SeedClock();
const log = (line: string) => clock.log(line);

const FIRST = ['James', 'Maria', 'Lars', 'Sofia', 'Tom', 'Ines', 'Marco', 'Aroha', 'Kai', 'Olga', 'Pieter', 'Chloe', 'Diego', 'Hana', 'Ivan', 'Jack', 'Lena', 'Mateo', 'Nina', 'Oscar', 'Priya', 'Rafael', 'Sara', 'Yusuf', 'Zoe', 'Emma', 'Noah', 'Liam', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Isla', 'Finn', 'Freya', 'Hugo', 'Elsa', 'Arjun', 'Mei', 'Kofi', 'Juan', 'Ana', 'Jose', 'Rosa', 'Dmitri', 'Katarzyna', 'Ahmed', 'Fatima', 'Wei', 'Ling'];
const LAST = ['Smith', 'Navarro', 'Rossi', 'Ngata', 'Baker', 'Jensen', 'Novak', 'Dubois', 'Silva', 'Kowalski', 'Andersen', 'Papadopoulos', 'Okafor', 'Tanaka', 'Murphy', 'Garcia', 'Müller', 'Olsen', 'Santos', 'Ivanova', 'Khan', 'Reyes', 'Berg', 'Costa', 'Hughes', 'Lindqvist', 'Moreau', 'Nguyen', 'Petrov', 'Walsh', 'Dela Cruz', 'Bautista', 'Fernandes', 'Yilmaz', 'Haddad', 'Svensson'];
const RANKS = ['master', 'chief-officer', 'second-officer', 'third-officer', 'deckhand', 'able-seaman', 'bosun', 'chief-engineer', 'second-engineer', 'third-engineer', 'electrical-officer', 'chief-stewardess', 'stewardess', 'chief-cook', 'cook', 'motorman', 'purser'];
const POSITIONS = ['Captain', 'Chief Officer', 'Second Officer', 'Third Officer', 'Deckhand', 'Able Seaman', 'Bosun', 'Chief Engineer', 'Second Engineer', 'Third Engineer', 'ETO', 'Chief Stewardess', 'Stewardess', 'Head Chef', 'Sous Chef', 'Motorman', 'Purser'];
const PLACES = ['Palma de Mallorca', 'Antibes', 'Monaco', 'Fort Lauderdale', 'Genoa', 'Southampton', 'Auckland', 'Cape Town', 'Manila', 'Split', 'Athens', 'Barcelona', 'Dubai', 'Singapore', 'Rotterdam', 'Hamburg', 'Oslo', 'Piraeus', 'Valletta', 'Lisbon', 'Sydney', 'Mumbai', 'Odessa', 'Cebu', 'Gdansk'];
const WORDS = ('reliable calm watch safety crossing charter guests engine bridge radar navigation galley interior deck team leader ' +
  'maintenance refit shipyard atlantic mediterranean caribbean pacific tender varnish teak hydraulics generator passage heavy weather ' +
  'professional punctual trusted generous patient skilled thorough cheerful organised proactive respected mentor').split(' ');
const ASSESSMENTS = ['excellent', 'very-good', 'good', 'fair', 'needs-improvement'] as const;

// ---- a deterministic pseudo-random stream, so every run seeds the same data ----
let state = 0x2545f491;
const rand = () => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
/** Zipf-like: a few people receive most reviews, most receive a handful. */
const skewed = (size: number) => Math.floor(size * rand() ** 2.6);

const admin = new pg.Client({ connectionString: databaseUrl('postgres') });
await admin.connect();
await admin.query(`drop database if exists ${database} with (force)`);
await admin.query(`create database ${database}`);
await admin.end();
log(`database ${database}: people ${PEOPLE}, reviews ${REVIEWS}`);

const orm = await MikroORM.init(ormConfig(url, entities));
await orm.migrator.up();
await orm.close(true);
log('migrated');

const db = new pg.Client({ connectionString: url });
await db.connect();
const lit = (values: readonly string[]) => `(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[])`;
await db.query(`create or replace function pick(n bigint, salt int, size int) returns int language sql immutable as
  $$ select 1 + abs(hashint8(n * 7919 + salt)) % size $$`);

/** Runs one set-based step and prints its rate. */
async function step(name: string, rows: number, sql: string, params: unknown[] = []) {
  await clock.run(name, rows, () => db.query(sql, params));
}

// ---- people: 95% crew, the rest employers and agencies with plans ----
const passwordHash = await hash(SCALE_PASSWORD, ARGON2_OPTIONS);
await step(
  'people',
  PEOPLE,
  `insert into users (id, email, password_hash, email_verified_at, first_name, last_name, position, rank, role, location, experience_years, bio,
                      availability, searchable, subscription_status, subscription_plan, subscription_expires_at, created_at, updated_at)
   select md5('person' || n)::uuid, ${personEmailSql('n', 'f', 'l')}, $1, c, f, l, ${lit(POSITIONS)}[r], ${lit(RANKS)}[r],
     case when n > 2 and pick(n, 3, 100) > 95 then (array['employer','agency'])[pick(n, 4, 2)] else 'crew' end,
     ${lit(PLACES)}[pick(n, 5, ${PLACES.length})], pick(n, 6, 30) - 1,
     'Experienced ' || lower(${lit(POSITIONS)}[r]) || ' with seasons in the ' || ${lit(PLACES)}[pick(n, 7, ${PLACES.length})],
     (array['available','notice','future'])[pick(n, 8, 3)], pick(n, 9, 10) <= 8,
     case when pick(n, 3, 100) > 95 then 'active' end, case when pick(n, 3, 100) > 95 then (array['basic','professional','enterprise'])[pick(n, 10, 3)] end,
     case when pick(n, 3, 100) > 95 then now() + interval '200 days' end, c, c
   from generate_series(1, $2::int) n,
     lateral (select ${lit(FIRST)}[pick(n, 1, ${FIRST.length})] f, ${lit(LAST)}[pick(n, 2, ${LAST.length})] l, pick(n, 11, ${RANKS.length}) r,
                     now() - (pick(n, 12, 1095) || ' days')::interval - (pick(n, 13, 86400) || ' seconds')::interval c) x`,
  [passwordHash, PEOPLE],
);
await db.query(`insert into users (id, email, password_hash, email_verified_at, first_name, last_name, role, admin_level)
  values ('00000000-0000-4000-8000-00000000a0a0', $1, $2, now(), 'Scale', 'Admin', 'crew', 'super_admin')`, [SCALE_ADMIN_EMAIL, passwordHash]);

function personEmailSql(n: string, f: string, l: string) {
  return `lower(replace(${f} || '.' || ${l}, ' ', '')) || '.' || ${n} || '@' || (array['mail.test','sea.test','crew.test','yacht.test'])[pick(${n}, 14, 4)]`;
}

// ---- reviews: the event log, sealed as the event store seals it ----
const people = await db.query<{ n: string; id: string; email: string; name: string; position: string | null; role: string }>(
  `select substring(email from '\\.([0-9]+)@')::int as n, id, email, first_name || ' ' || last_name as name, position, role from users where admin_level is null order by 1`,
);
const byN = people.rows; // index i = person n = i + 1
const crew = byN.filter((p) => p.role === 'crew');
const ADMIN_ID = '00000000-0000-4000-8000-00000000a0a0';
const BATCH = 2000;
let position = 0;
let reviewsWritten = 0;
let eventsWritten = 0;
const base = Date.now() - 3 * 365 * 86_400_000;

/** Reviewee of review k: #1 gets 5,000, #2 gets 5, the rest Zipf-like over the crew. */
function revieweeOf(k: number) {
  if (k < 5000) return byN[0];
  if (k < 5005) return byN[1];
  for (;;) {
    const p = crew[2 + skewed(crew.length - 2)];
    if (p !== byN[0] && p !== byN[1]) return p;
  }
}

type Row = [string, string, number, string, number, string, string, string];
async function flush(rows: Row[], sealer: Sealer) {
  const keys = sealer.keys.splice(0);
  await db.query(
    `with keys as (insert into personal_data_keys (id, subject, key) select * from unnest($1::uuid[], $2::text[], $3::bytea[]))
     insert into review_events (stream_id, stream_type, stream_version, type, type_version, data, metadata, recorded_at)
     select * from unnest($4::uuid[], $5::text[], $6::int[], $7::text[], $8::int2[], $9::jsonb[], $10::jsonb[], $11::timestamptz[])`,
    [keys.map((k) => k.id), keys.map((k) => k.subject), keys.map((k) => k.key), ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => rows.map((r) => r[i]))],
  );
  eventsWritten += rows.length;
}

const total = REVIEWS + Math.round(REVIEWS * 0.1);
const eventStage = clock.stage('review events', total);
let sealer = new Sealer();
let rows: Row[] = [];
// One batch at a time is written while the next is built: PostgreSQL's insert and Node's
// sealing overlap instead of taking turns.
let writing: Promise<void> = Promise.resolve();
for (let k = 0; k < total; k++) {
  const answered = k < REVIEWS;
  const reviewee = answered ? revieweeOf(k) : pick(crew);
  let reviewer = pick(byN);
  while (reviewer === reviewee) reviewer = pick(byN);
  const requestId = uuidOf('request', k);
  const at = base + Math.floor((k / total) * (Date.now() - base - 86_400_000));
  const meta = (actorId: string | null) => JSON.stringify(sealMetadata(sealer, { actorId, ip: actorId ? `10.${k % 250}.${(k >> 8) % 250}.${k % 199}` : null, userAgent: actorId ? 'Mozilla/5.0' : null, requestId: null }));
  const push = (streamId: string, streamType: string, version: number, event: AnyReviewEvent, metadata: string, offsetMs: number) =>
    rows.push([streamId, streamType, version, event.type, EVENT_VERSIONS[event.type], JSON.stringify(sealEvent(sealer, event)), metadata, new Date(at + offsetMs).toISOString()]);
  const context = `${pick(['M/Y', 'S/Y', 'M/V'])} ${pick(LAST)} ${pick(['Star', 'Spirit', 'Grace', 'Horizon', 'Explorer'])}, ${2018 + (k % 8)}`;
  const requesterMeta = meta(reviewee.id);
  push(requestId, 'review-request', 1, { type: 'ReviewRequested', data: { requesterId: reviewee.id, requesterName: reviewee.name, requesterPosition: reviewee.position, reviewerEmail: reviewer.email, context, duration: `${1 + (k % 24)} months`, message: null } }, requesterMeta, 0);
  push(requestId, 'review-request', 2, { type: 'ReviewRequestEmailSent', data: { to: reviewer.email } }, meta(null), 1000);
  if (!answered) {
    // One in ten requests is never answered: half declined, half still pending.
    if (k % 2 === 0) push(requestId, 'review-request', 3, { type: 'ReviewRequestDeclined', data: { declinedBy: reviewer.id } }, meta(reviewer.id), 3_600_000);
  } else {
    const reviewId = uuidOf('review', k);
    const reviewerMeta = meta(reviewer.id);
    const rating = rand() < 0.8 ? 4 + Math.round(rand()) : 1 + Math.floor(rand() * 4);
    const text = Array.from({ length: 12 + Math.floor(rand() * 30) }, () => pick(WORDS)).join(' ');
    push(requestId, 'review-request', 3, { type: 'ReviewRequestAnswered', data: { reviewId, reviewerId: reviewer.id } }, reviewerMeta, 86_400_000);
    push(reviewId, 'review', 1, {
      type: 'ReviewSubmitted',
      data: {
        requestId, revieweeId: reviewee.id, reviewerId: reviewer.id, reviewerEmail: reviewer.email, requestedEmail: reviewer.email, reviewerName: reviewer.name,
        reviewerProfileImage: null, reviewerWorkPosition: reviewer.position, rating, text: `${text}.`, context, duration: `${1 + (k % 24)} months`,
        skills: [pick(WORDS), pick(WORDS)], technicalSkills: pick(ASSESSMENTS), workEthic: pick(ASSESSMENTS), communication: pick(ASSESSMENTS), professionalism: pick(ASSESSMENTS),
        recommendation: pick(['highly-recommend', 'recommend', 'neutral']), reviewerPosition: reviewer.position ?? 'Deckhand', reviewerVessel: context.split(',')[0],
        reviewerCompany: null, verificationMethod: 'email', reviewerVerificationStatus: rand() < 0.6 ? 'verified' : 'partial', ipAddress: `10.${k % 250}.${(k >> 8) % 250}.${k % 199}`, userAgent: 'Mozilla/5.0',
      },
    }, reviewerMeta, 86_400_000);
    let v = 1;
    const roll = rand();
    if (roll < 0.75) push(reviewId, 'review', ++v, { type: 'ReviewConfirmed', data: { confirmedBy: reviewee.id } }, requesterMeta, 2 * 86_400_000);
    if (roll < 0.03) push(reviewId, 'review', ++v, { type: 'ReviewHidden', data: { hiddenBy: reviewee.id } }, requesterMeta, 3 * 86_400_000);
    else if (roll > 0.97) {
      push(reviewId, 'review', ++v, { type: 'ReviewFlagged', data: { reason: 'Looks copied', flaggedBy: ADMIN_ID } }, meta(ADMIN_ID), 3 * 86_400_000);
      if (roll > 0.985) push(reviewId, 'review', ++v, { type: 'ReviewFlagCleared', data: { clearedBy: ADMIN_ID, notes: null } }, meta(ADMIN_ID), 4 * 86_400_000);
    } else if (roll > 0.96) push(reviewId, 'review', ++v, { type: 'ReviewDeleted', data: { deletedBy: ADMIN_ID, reason: 'Abusive language' } }, meta(ADMIN_ID), 3 * 86_400_000);
    reviewsWritten++;
  }
  if (rows.length >= BATCH) {
    await writing;
    writing = flush(rows, sealer);
    rows = [];
    sealer = new Sealer();
    // Its total is in requests (known up front); the rows are their events.
    if (++position % 10 === 0) eventStage.tick(k + 1, eventsWritten);
  }
}
await writing;
await flush(rows, sealer);
eventStage.end(eventsWritten);
log(`  ${eventsWritten.toLocaleString('en')} review events for ${reviewsWritten.toLocaleString('en')} reviews`);
// Statistics for the rebuild's plans, as autovacuum would have them on a log grown over years.
await db.query('analyze review_events');
function uuidOf(kind: string, k: number) {
  const hex = createHash('md5').update(`${kind}:${k}`).digest('hex');
  // A v4-shaped id derived from the row number: stable across runs, distinct per kind.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

// ---- the review read models, built by the production rebuild ----
const app = await createSeedApp(url);
{
  const stage = clock.stage('review read models (production rebuild)', eventsWritten);
  const result = await app.get(CommandBus).execute(new RebuildReviewProjectionsCommand({ onProgress: (p) => stage.tick(p.events) }));
  stage.end(result.events);
}

// ---- sea service on IMO-numbered vessels; the same vessels bring served-together overlaps ----
await step(
  'sea service periods',
  PERIODS,
  `insert into sea_service_periods (id, user_id, vessel_name, imo_number, flag, vessel_type, gross_tonnage, rank, sign_on_date, sign_off_date, days_at_sea)
   select md5('period' || n)::uuid, md5('person' || (1 + abs(hashint8(n * 31)) % $2::int))::uuid,
     'MV ' || (array['Ocean','Nordic','Pacific','Star','Blue','Golden','Silver','Sea'])[pick(n, 1, 8)] || ' ' || v, (9000000 + v)::text,
     (array['Malta','Cayman Islands','Marshall Islands','Panama','Liberia','Bahamas'])[pick(v, 2, 6)], (array['motor-yacht','sailing-yacht','container','tanker','bulk','passenger'])[pick(v, 3, 6)],
     500 + pick(v, 4, 90000), ${lit(RANKS)}[pick(n, 5, ${RANKS.length})], d, d + pick(n, 6, 240), pick(n, 7, 200)
   from generate_series(1, $1::int) n, lateral (select pick(n, 8, $3::int) v, current_date - pick(n, 9, 3650) d) x`,
  [PERIODS, PEOPLE, VESSELS],
);

// ---- certificate details: expiry dates spread over five years ----
await step(
  'certificate details',
  CERTIFICATES,
  `insert into certificate_details (id, user_id, certificate_key, number, authority, issue_date, expiry_date)
   select md5('cert' || n)::uuid, md5('person' || p)::uuid, 'stcw:' || ((n - 1) / $2::int + 1), 'C' || n, 'MCA',
     current_date - pick(n, 1, 1500), current_date - 365 + pick(n, 2, 1825)
   from generate_series(1, $1::int) n, lateral (select 1 + (n - 1) % $2::int p) x`,
  [CERTIFICATES, PEOPLE],
);

// ---- share links with views (tokens shaped as the product makes them: 43 URL-safe characters) ----
await step(
  'share links',
  SHARE_LINKS,
  `insert into share_links (id, user_id, token, purpose, access_level, expires_at, views, created_at)
   select md5('link' || n)::uuid, md5('person' || (1 + abs(hashint8(n * 17)) % $2::int))::uuid, left(md5('token' || n) || md5('t' || n), 43),
     'Application for ' || ${lit(POSITIONS)}[pick(n, 1, ${POSITIONS.length})], (array['full','summary'])[pick(n, 2, 2)],
     now() + ((pick(n, 3, 120) - 30) || ' days')::interval, pick(n, 4, 40) - 1, now() - (pick(n, 5, 700) || ' days')::interval
   from generate_series(1, $1::int) n`,
  [SHARE_LINKS, PEOPLE],
);

// ---- the admin audit log ----
await step(
  'admin audit log',
  AUDIT,
  `insert into admin_audit_log (actor_id, action, target_type, target_id, details, occurred_at)
   select $2::uuid, (array['review.verified','review.flagged','user.suspended','user.role-changed','review.deleted'])[pick(n, 1, 5)],
     'user', md5('person' || pick(n, 2, $3::int))::uuid, '{}'::jsonb, now() - ((($1::int - n) * 60) || ' seconds')::interval
   from generate_series(1, $1::int) n`,
  [AUDIT, ADMIN_ID, PEOPLE],
);

// ---- employers and agencies: companies, the credit ledger and balances, contact requests, reports, allowances ----
await seedBilling(db, clock);

// ---- the objects those rows name (certificate scans, report PDFs), for the backup's figures ----
const objects = await seedObjects(db, clock, seedStorageDir(database));
await db.query('drop function pick(bigint, int, int)');

// ---- the integration events all of the above implies, and every subscriber's tables built from them ----
try {
  const events = await writeIntegrationEvents(db, app.get(EntityManager), clock);
  log(`  integration log: ${events.toLocaleString('en')} events`);
  await buildReadModels(app, db, clock);
} finally {
  await app.close();
}

await clock.run('vacuum analyze', 0, () => db.query('vacuum analyze'));
const [size] = (await db.query<{ size: string; bytes: string }>('select pg_size_pretty(pg_database_size(current_database())) as size, pg_database_size(current_database()) as bytes')).rows;
console.log(`\nStages (scale ${scale}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}):\n${clock.summary()}`);
log(`seeded ${database} in ${clock.elapsed()}; disk used: ${size.size} (${Number(size.bytes).toLocaleString('en')} bytes)`);
log(`objects: ${objects.objects.toLocaleString('en')} certificate scans and report PDFs, ${Math.round(objects.bytes / 1e6)} MB in ${seedStorageDir(database)} (STORAGE_DIR for a backup of it)`);
await db.end();
