import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { entities } from '../src/entities.js';
import { stcwEndorsements, uscgLicenses, mcaCertificates } from '../src/modules/certifications/catalogue/index.js';
import { DOCUMENT } from '../src/modules/search/directory/crew-directory-rows.js';
import { ormConfig } from '../src/platform/database/mikro-orm.config.js';
import { databaseUrl } from '../test/support/run-services.mjs';

/**
 * A realistic crew directory for the search benchmark, in its own database (default
 * crew_bench_search): `npm run seed -w backend -- --crew 100000 --reviews 1000000`.
 *
 * Rows go straight into crew_search with generate_series (the events would take hours at
 * this size and the read model is what a search reads); the reviews only feed the rating
 * columns, so they are generated into a temporary table and aggregated per crew member.
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const crew = Number(arg('crew', '100000'));
const reviews = Number(arg('reviews', '1000000'));
const database = arg('database', 'crew_bench_search');
const url = databaseUrl(database);

const FIRST = ['James', 'Maria', 'Lars', 'Sofia', 'Tom', 'Ines', 'Marco', 'Aroha', 'Kai', 'Olga', 'Pieter', 'Chloe', 'Diego', 'Hana', 'Ivan', 'Jack', 'Lena', 'Mateo', 'Nina', 'Oscar', 'Priya', 'Rafael', 'Sara', 'Yusuf', 'Zoe', 'Emma', 'Noah', 'Liam', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Isla', 'Finn', 'Freya', 'Hugo', 'Elsa', 'Arjun', 'Mei', 'Kofi'];
const LAST = ['Smith', 'Navarro', 'Rossi', 'Ngata', 'Baker', 'Jensen', 'Novak', 'Dubois', 'Silva', 'Kowalski', 'Andersen', 'Papadopoulos', 'Okafor', 'Tanaka', 'Murphy', 'Garcia', 'Müller', 'Olsen', 'Santos', 'Ivanova', 'Khan', 'Reyes', 'Berg', 'Costa', 'Hughes', 'Lindqvist', 'Moreau', 'Nguyen', 'Petrov', 'Walsh'];
const ROLES: Array<[string, string]> = [
  ['Captain', 'master'], ['Chief Officer', 'chief-officer'], ['Second Officer', 'second-officer'], ['Third Officer', 'third-officer'],
  ['Deckhand', 'deckhand'], ['Lead Deckhand', 'deckhand'], ['Able Seaman', 'able-seaman'], ['Bosun', 'bosun'], ['Chief Engineer', 'chief-engineer'],
  ['Second Engineer', 'second-engineer'], ['Third Engineer', 'third-engineer'], ['ETO', 'electrical-officer'], ['Chief Stewardess', 'chief-stewardess'],
  ['Stewardess', 'stewardess'], ['Head Chef', 'chief-cook'], ['Sous Chef', 'cook'], ['Motorman', 'motorman'], ['Purser', 'purser'],
];
const PLACES = ['Palma de Mallorca', 'Antibes', 'Monaco', 'Fort Lauderdale', 'Genoa', 'Southampton', 'Auckland', 'Cape Town', 'Manila', 'Split', 'Athens', 'Barcelona', 'Dubai', 'Singapore', 'Newport RI', 'Falmouth', 'Gdansk', 'Rotterdam', 'Hamburg', 'Oslo', 'Piraeus', 'Valletta', 'Lisbon', 'Sydney', 'Vancouver', 'Halifax', 'Mumbai', 'Odessa', 'Sète', 'La Ciotat'];
// Common words first: picked with a skewed distribution, so the tail is rare.
const WORDS = ('deck team guest service yacht season watch safety crossing charter motor sailing tender maintenance engine ' +
  'varnish teak interior wine galley menu provisioning navigation passage bridge radar ecdis generator hydraulics ' +
  'watermaker refit shipyard atlantic mediterranean caribbean pacific diving instructor paddleboard jetski silver ' +
  'housekeeping laundry florist barista sommelier pastry vegan sushi electrician plumbing welding fibreglass painting ' +
  'rigging racing regatta superyacht expedition polar icebreaker arctic antarctic helicopter landing officer firefighting ' +
  'medical paramedic nurse massage yoga photography drone cinematography security bodyguard logistics accounting').split(' ');
const CERTS = [
  ...stcwEndorsements.map((c) => [`stcw:${c.id}`, c.name, c.code]),
  ...uscgLicenses.slice(0, 20).map((c) => [`uscg:${c.id}`, c.name, c.code]),
  ...mcaCertificates.slice(0, 15).map((c) => [`mca:${c.id}`, c.name, c.code]),
];
const STCW_COUNT = stcwEndorsements.length;

const admin = new pg.Client({ connectionString: databaseUrl('postgres') });
await admin.connect();
await admin.query(`drop database if exists ${database}`);
await admin.query(`create database ${database}`);
await admin.end();

const orm = await MikroORM.init(ormConfig(url, entities));
await orm.migrator.up();
await orm.close(true);

const db = new pg.Client({ connectionString: url });
await db.connect();
const started = Date.now();
const lit = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
await db.query(`create temporary table pool_words as select ${lit(WORDS)} as words, ${lit(FIRST)} as firsts, ${lit(LAST)} as lasts,
  ${lit(ROLES.map((r) => r[0]))} as titles, ${lit(ROLES.map((r) => r[1]))} as ranks, ${lit(PLACES)} as places,
  ${lit(CERTS.map((c) => c[0]))} as cert_ids, ${lit(CERTS.map((c) => c[1]))} as cert_names, ${lit(CERTS.map((c) => c[2]))} as cert_codes`);
// Deterministic pseudo-random picks: hashes of (row, salt), so every run seeds the same directory.
await db.query(`create or replace function pick(n int, salt int, size int) returns int language sql immutable as
  $$ select 1 + abs(hashint8(n::bigint * 7919 + salt)) % size $$`);
await db.query(`create or replace function skew(n int, salt int, size int) returns int language sql immutable as
  $$ select 1 + floor(size * power((abs(hashint8(n::bigint * 104729 + salt)) % 100000) / 100000.0, 2.2))::int % size $$`);
await db.query(
  `insert into crew_search (user_id, searchable, profile_searchable, first_name, last_name, full_name, position, rank, location, experience_years,
     availability, bio, certification_ids, stcw_certificates, certificate_names, certificate_codes, profile_position, earliest_certificate_expiry)
   select md5('crew' || n)::uuid, true, true, f, l, f || ' ' || l, t, r, pl, pick(n, 5, 36) - 1,
     (array['available','notice','future'])[pick(n, 6, 3)],
     (select string_agg(p.words[skew(n, k, array_length(p.words, 1))], ' ') from generate_series(1, 12 + pick(n, 7, 20)) k),
     c.ids, c.stcw, c.names, c.codes, n,
     -- 40% recorded expiry dates in their wallet; their earliest is up to 200 days past or 1,300 ahead
     -- (about one in eight of them has an expired certificate). Only what 'valid certificates only' reads.
     case when pick(n, 9, 10) <= 4 then current_date + (pick(n, 10, 1500) - 200) end
   from generate_series(1, $1::int) n, pool_words p,
     lateral (select p.firsts[pick(n, 1, array_length(p.firsts, 1))] f, p.lasts[pick(n, 2, array_length(p.lasts, 1))] l,
                     p.titles[pick(n, 3, array_length(p.titles, 1))] t, p.ranks[pick(n, 3, array_length(p.ranks, 1))] r,
                     p.places[pick(n, 4, array_length(p.places, 1))] pl) x,
     lateral (select coalesce(array_agg(distinct p.cert_ids[i]), '{}') ids,
                     coalesce(array_agg(distinct p.cert_names[i]) filter (where i <= $2::int), '{}') stcw,
                     coalesce(array_agg(distinct p.cert_names[i]), '{}') names,
                     coalesce(array_agg(distinct p.cert_codes[i]), '{}') codes
              from (select pick(n, 100 + k, array_length(p.cert_ids, 1)) i from generate_series(1, pick(n, 8, 9)) k) picks) c`,
  [crew, STCW_COUNT],
);
console.log(`crew: ${crew} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await db.query(`update crew_search set document = ${DOCUMENT}`);
console.log(`documents in ${((Date.now() - started) / 1000).toFixed(1)} s`);
// Reviews: skewed towards some crew (a few have many), ratings mostly 4-5, about 60% verified.
await db.query(
  `create temporary table seed_reviews as
   select skew(r, 11, $1::int) as crew_n, 1 + least(4, (abs(hashint8(r::bigint * 31)) % 100) / 12) as rating, abs(hashint8(r::bigint * 17)) % 10 < 6 as verified
   from generate_series(1, $2::int) r`,
  [crew, reviews],
);
await db.query(
  `update crew_search c set average_rating = s.avg, verified_reviews = s.verified, total_reviews = s.total, reviews_position = 1
   from (select md5('crew' || crew_n)::uuid id, round(avg(least(5, rating))::numeric, 2)::float8 avg, count(*) filter (where verified) verified, count(*) total
         from seed_reviews group by crew_n) s where c.user_id = s.id`,
);
console.log(`reviews: ${reviews} aggregated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await db.query('drop function pick(int, int, int); drop function skew(int, int, int)');
// Full: the two updates above left every row three versions, over twice the heap (and GIN
// indexes) a live, vacuumed directory carries, and a search would read them all.
await db.query('vacuum full analyze crew_search');
console.log(`seeded ${database} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await db.end();
