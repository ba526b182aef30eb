import 'reflect-metadata';
import { positionFilter, SEARCH_CERTIFICATIONS, type SearchSort } from '@crew/contracts/search-values';
import pg from 'pg';
import type { Cursor } from '../src/modules/search/search-crew/cursor.js';
import { countCrew, searchCrewPage, type SearchSql } from '../src/modules/search/search-crew/search-crew.handler.js';
import type { CrewSearchFilters } from '../src/modules/search/search-crew/search-crew.query.js';
import { databaseUrl } from '../test/support/run-services.mjs';
import { percentile } from './bench-setup.js';

/**
 * Thirty-five fixed crew searches against the seeded directory (`npm run seed -w backend` first),
 * each run 30 times after a warm-up, through the statements GET /api/search/crew runs; prints
 * p50/p95/p99 per search and overall, and EXPLAIN (ANALYZE, BUFFERS) of the slowest's statements.
 * `npm run bench:search -w backend [-- --database crew_bench_search]`. First pages also time their
 * result count (its own request, GET /api/search/crew/count).
 */
const i = process.argv.indexOf('--database');
const database = i >= 0 ? process.argv[i + 1] : 'crew_bench_search';

const ROUNDS = 30;
const LIMIT = 20;

const position = (value: string) => positionFilter(value)!;
const cert = (value: string) => SEARCH_CERTIFICATIONS.find((c) => c.value === value)!.ids;
const none: CrewSearchFilters = { certifications: [] };
const TODAY = new Date().toISOString().slice(0, 10);

const SEARCHES: Array<[string, CrewSearchFilters, number?, SearchSort?]> = [
  ['no filters (rating order)', none],
  ['common word: deck', { ...none, text: 'deck' }],
  ['common words: guest service', { ...none, text: 'guest service' }],
  ['rare word: icebreaker', { ...none, text: 'icebreaker' }],
  ['rare phrase: "polar expedition"', { ...none, text: '"polar expedition"' }],
  ['name: Navarro', { ...none, text: 'Navarro' }],
  ['misspelt name: Ines Navaro', { ...none, text: 'Ines Navaro' }],
  ['certificate name: ecdis', { ...none, text: 'ecdis' }],
  ['position: captain', { ...none, position: position('captain') }],
  ['location: antibes', { ...none, location: 'antibes' }],
  ['minExperience: 25', { ...none, minExperience: 25 }],
  ['minRating: 4.5', { ...none, minRating: 4.5 }],
  ['availability: available', { ...none, availability: 'available' }],
  ['certifications: basic safety + advanced firefighting', { ...none, certifications: [cert('stcw-basic-safety'), cert('stcw-advanced-firefighting')] }],
  ['combined: chief-engineer, Monaco, 10y, 4.0, available', { ...none, position: position('chief-engineer'), location: 'monaco', minExperience: 10, minRating: 4, availability: 'available' }],
  ['combined rare: captain, 30y, 4.5, uscg master', { ...none, position: position('captain'), minExperience: 30, minRating: 4.5, certifications: [cert('uscg-master')] }],
  ['text + filters: yacht, stewardess, 3y', { ...none, text: 'yacht', position: position('stewardess'), minExperience: 3 }],
  ['deep page 50 (rating order)', none, 50],
  ['deep page 20 (common word: deck)', { ...none, text: 'deck' }, 20],
  ['deep page 20 (location: palma)', { ...none, location: 'palma' }, 20],
  ['valid certificates only (rating order)', { ...none, validCertificatesOn: TODAY }],
  ['valid certificates only + common word: deck', { ...none, text: 'deck', validCertificatesOn: TODAY }],
  ['valid certificates only + captain, 4.5', { ...none, position: position('captain'), minRating: 4.5, validCertificatesOn: TODAY }],
  ['deep page 20 (valid certificates only)', { ...none, validCertificatesOn: TODAY }, 20],
  ['name without accents: Muller', { ...none, text: 'Muller' }],
  ['certificate code: STCW II/2', { ...none, text: 'STCW II/2' }],
  ['certificate code start: A-VI/1', { ...none, text: 'A-VI/1' }],
  ['certificate code: 46 CFR 11.404', { ...none, text: '46 CFR 11.404' }],
  ['location without accents: sete', { ...none, location: 'sete' }],
  ['order by experience', none, 1, 'experience'],
  ['order by availability', none, 1, 'availability'],
  ['order by experience, deep page 20', none, 20, 'experience'],
  ['common word by experience: deck', { ...none, text: 'deck' }, 1, 'experience'],
  ['rare word by rating: icebreaker', { ...none, text: 'icebreaker' }, 1, 'rating'],
  ['rare word by availability, page 2: icebreaker', { ...none, text: 'icebreaker' }, 2, 'availability'],
];

const db = new pg.Client({ connectionString: databaseUrl(database) });
await db.connect();
const { rows: [{ n }] } = await db.query('select count(*)::int as n from crew_search where searchable');
console.log(`crew_search: ${n} searchable crew in ${database}`);

/** `?` placeholders (the handler's driver) to pg's `$n`. */
const numbered = (sql: string) => {
  let k = 0;
  return sql.replace(/\?(?!\|)/g, () => `$${++k}`);
};
/** The handler's statements, through this client; `explain` collects their plans instead of rows. */
let explain: string[] | null = null;
// One client: statements run one at a time, so a bitmap-only transaction never takes in another's statement.
let queue: Promise<unknown> = Promise.resolve();
const sqlRunner: SearchSql = <T,>(sql: string, params: unknown[], options?: { bitmapOnly?: boolean }) => {
  const next = queue.then(() => runOne<T>(sql, params, options));
  queue = next.catch(() => undefined);
  return next;
};
const runOne = async <T,>(sql: string, params: unknown[], options?: { bitmapOnly?: boolean }) => {
  if (options?.bitmapOnly) await db.query('begin; set local enable_indexscan = off; set local enable_seqscan = off');
  try {
    if (explain) {
      const plan = await db.query(`explain (analyze, buffers) ${numbered(sql)}`, params);
      explain.push(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    return (await db.query(numbered(sql), params)).rows as T[];
  } finally {
    if (options?.bitmapOnly) await db.query('commit');
  }
};
const run = (filters: CrewSearchFilters, after: Cursor | null, sort?: SearchSort) => searchCrewPage(sqlRunner, filters, LIMIT, after, { sort });

const all: number[] = [];
const allCounts: number[] = [];
const report: Array<{ name: string; p50: number; p95: number; p99: number; filters: CrewSearchFilters; after: Cursor | null; sort?: SearchSort; hits: number; count: string; countP50: number; countP95: number }> = [];
const time = async (samples: number[], f: () => Promise<unknown>) => {
  const t = performance.now();
  await f();
  samples.push(performance.now() - t);
};
for (const [name, filters, page = 1, sort] of SEARCHES) {
  // Walk to the page once (as a client following Link headers would), then time that page.
  let after: Cursor | null = null;
  for (let p = 1; p < page; p++) {
    const { next } = await run(filters, after, sort);
    if (!next) break;
    after = next;
  }
  const first = await run(filters, after, sort);
  const samples: number[] = [];
  for (let r = 0; r < ROUNDS; r++) await time(samples, () => run(filters, after, sort));
  samples.sort((a, b) => a - b);
  all.push(...samples);
  // The result count: its own request beside the first page (GET /api/search/crew/count).
  const counts: number[] = [];
  let count = '';
  if (page === 1) {
    const { total, capped } = await countCrew(sqlRunner, filters);
    count = `${total}${capped ? '+' : ''}`;
    for (let r = 0; r < ROUNDS; r++) await time(counts, () => countCrew(sqlRunner, filters));
    counts.sort((a, b) => a - b);
    allCounts.push(...counts);
  }
  report.push({
    name, p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99), filters, after, sort,
    hits: Math.min(first.results.length, LIMIT), count, countP50: counts.length ? percentile(counts, 50) : NaN, countP95: counts.length ? percentile(counts, 95) : NaN,
  });
}
const ms = (v: number) => v.toFixed(2).padStart(7);
console.log(`\n${'search'.padEnd(58)}   p50 ms   p95 ms   p99 ms  rows   count  count p50  count p95`);
const countMs = (v: number) => (Number.isNaN(v) ? '' : v.toFixed(2)).padStart(9);
for (const r of report) {
  console.log(`${r.name.padEnd(58)} ${ms(r.p50)}  ${ms(r.p95)}  ${ms(r.p99)}  ${String(r.hits).padStart(4)}  ${r.count.padStart(6)}  ${countMs(r.countP50)}  ${countMs(r.countP95)}`);
}
all.sort((a, b) => a - b);
allCounts.sort((a, b) => a - b);
console.log(`${'all searches'.padEnd(58)} ${ms(percentile(all, 50))}  ${ms(percentile(all, 95))}  ${ms(percentile(all, 99))}              ${countMs(percentile(allCounts, 50))}  ${countMs(percentile(allCounts, 95))}`);
const slowest = report.reduce((a, b) => (b.p95 > a.p95 ? b : a));
explain = [];
await run(slowest.filters, slowest.after, slowest.sort);
console.log(`\nslowest (p95): ${slowest.name}\n${explain.join('\n\n')}`);
await db.end();
