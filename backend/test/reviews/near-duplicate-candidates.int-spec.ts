import { randomUUID } from 'node:crypto';
import {
  isNearDuplicate, NEAR_DUPLICATE_CANDIDATES, NEAR_DUPLICATE_PER_BAND, nearDuplicateBands, nearDuplicateCandidates, nearDuplicateLength, nearDuplicateMatcher, textSimilarity,
} from '../../src/modules/reviews/domain/fraud-rules.js';
import { intArray } from '../../src/modules/reviews/read/sql.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** A small seeded generator, so a failure names texts that come back on the next run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'captain', 'deck', 'crew', 'watch', 'calm', 'reliable', 'engine', 'bridge', 'season', 'tender', 'galley', 'guests', 'safety', 'drill',
  'mooring', 'anchor', 'charter', 'steady', 'cheerful', 'thorough', 'varnish', 'teak', 'radar', 'weather', 'crossing', 'harbour',
  'ναύτης', 'καπετάνιος', 'θάλασσα', 'ήρεμος', 'αξιόπιστος', 'капитан', 'палуба', 'экипаж', 'надёжный', 'спокойный',
  'équipage', 'fiabilité', 'très', 'sérieux', 'Überfahrt', 'zuverlässig', '2024', '12', 'M/Y', 'S/Y',
];
const LETTERS = 'abcdefghijklmnopqrstuvwxyzéüöαβγδεжкпр0123456789';

describe('near-duplicate candidates from the bands index', () => {
  let app: TestApp;
  const reviewee = randomUUID();
  const other = randomUUID();
  const texts: string[] = [];
  const othersTexts: string[] = [];

  /** Varied texts: many bases in several scripts, and copies of each changed by 1% to 25%. */
  beforeAll(async () => {
    app = await startTestApp();
    const next = random(20261125);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    const base = () => {
      const words = Array.from({ length: 5 + Math.floor(next() * 60) }, () => pick(WORDS));
      return words.map((w, i) => (i > 0 && next() < 0.1 ? `, ${w}` : w)).join(' ') + (next() < 0.5 ? '.' : '!');
    };
    const mutate = (text: string, rate: number) => {
      let out = '';
      for (const ch of text) {
        const r = next();
        if (r < rate / 3) continue; // deleted
        if (r < (2 * rate) / 3) out += pick([...LETTERS]); // replaced
        else if (r < rate) out += ch + pick([...LETTERS]); // inserted after
        else out += next() < 0.05 ? ch.toUpperCase() : ch;
      }
      // Punctuation and spacing the rule ignores.
      return next() < 0.3 ? out.replaceAll(' ', '  ').replace(/$/, ' ...') : out;
    };
    const seen = new Set<string>();
    const add = (list: string[], text: string) => {
      if (!seen.has(text)) {
        seen.add(text);
        list.push(text);
      }
    };
    for (let i = 0; i < 30; i++) {
      const b = base();
      add(texts, b);
      for (const rate of [0.01, 0.02, 0.03, 0.05, 0.08, 0.12, 0.25]) add(texts, mutate(b, rate));
      // Another person's near-copies: never a candidate for this one.
      add(othersTexts, mutate(b, 0.02));
    }
    const insert = (who: string, text: string) =>
      app.em.fork().getConnection().execute(
        `insert into reviews (id, request_id, reviewee_id, reviewer_id, reviewer_email, reviewer_name, status, is_verified, reviewer_verification_status,
           rating, text, context, skills, reviewer_position, reviewer_vessel, verification_method, ip_address, flagged_as_suspicious, is_hidden,
           version, created_at, updated_at, duplicate_bands, duplicate_length)
         values (?, ?, ?, ?, 'r@example.com', 'R', 'pending', false, 'unverified', 5, ?, 'M/Y Test', '{}', 'Bosun', 'M/Y Test', 'email', '10.0.0.1',
           false, false, 1, now(), now(), ?::int[], ?)`,
        [randomUUID(), randomUUID(), who, randomUUID(), text, intArray(nearDuplicateBands(who, text)), nearDuplicateLength(text)],
      );
    for (const text of texts) await insert(reviewee, text);
    for (const text of othersTexts) await insert(other, text);
  });
  afterAll(() => app.close());

  it('keeps one band row per band of each review, and drops them with the review (ADR 0059)', async () => {
    const connection = app.em.fork().getConnection();
    const bandRows = async (id: string) =>
      (await connection.execute<Array<{ band: number }>>('select band from review_duplicate_bands where review_id = ? order by band', [id])).map((r) => r.band);
    const [{ id }] = await connection.execute<Array<{ id: string }>>('select id from reviews where reviewee_id = ? order by created_at limit 1', [reviewee]);
    const [{ text }] = await connection.execute<Array<{ text: string }>>('select text from reviews where id = ?', [id]);
    expect(await bandRows(id)).toEqual(nearDuplicateBands(reviewee, text).sort((a, b) => a - b));
    await connection.execute('delete from reviews where id = ?', [id]);
    expect(await bandRows(id)).toEqual([]);
    texts.splice(texts.indexOf(text), 1);
  });

  it('misses no text the pure rule flags, and finds no other person\'s', async () => {
    const connection = app.em.fork().getConnection();
    let flaggedPairs = 0;
    let nearMisses = 0;
    let candidatesRead = 0;
    const missed: Array<{ text: string; other: string; similarity: number }> = [];
    const foreign: string[] = [];
    for (const text of texts) {
      const expected = texts.filter((o) => isNearDuplicate(text, o));
      // Pairs just under the rule's threshold (sampled: the similarity of every pair is slow).
      if (texts.indexOf(text) % 4 === 0) nearMisses += texts.filter((o) => !expected.includes(o) && textSimilarity(text, o) >= 0.8).length;
      const c = nearDuplicateCandidates(reviewee, text);
      const rows = c
        ? await connection.execute<Array<{ text: string }>>('select t.text from review_near_duplicate_candidates(?, ?::int[], ?, ?, ?, ?) t', [
            reviewee, intArray(c.bands), c.minLength, c.maxLength, NEAR_DUPLICATE_CANDIDATES, NEAR_DUPLICATE_PER_BAND,
          ])
        : [];
      candidatesRead += rows.length;
      const found = new Set(rows.map((r) => r.text).filter((o) => isNearDuplicate(text, o)));
      foreign.push(...[...found].filter((o) => !texts.includes(o)));
      for (const o of expected) if (!found.has(o)) missed.push({ text, other: o, similarity: textSimilarity(text, o) });
      flaggedPairs += expected.length;
    }
    expect(missed).toEqual([]);
    expect(foreign).toEqual([]);
    // The data exercises the rule's edge: pairs on both sides of the threshold, and the index prunes.
    expect(flaggedPairs).toBeGreaterThan(texts.length * 2);
    expect(nearMisses).toBeGreaterThan(20);
    expect(candidatesRead).toBeLessThan(texts.length * texts.length * 0.25);
  });
});

/**
 * A person whose texts all look alike (the reviews bench's template: most pairs just under the
 * threshold, hundreds sharing a band with each new one): the candidates are capped (ADR 0052),
 * and every new text the pure rule would flag against all of them is still flagged.
 */
describe('near-duplicate candidates of a template profile', () => {
  let app: TestApp;
  const reviewee = randomUUID();
  const words = ['steady', 'reliable', 'calm', 'skilled', 'careful', 'cheerful', 'precise', 'tireless', 'patient', 'sharp'];
  const template = (i: number) => `Review ${i}: a ${words[i % 10]} and ${words[(i * 7) % 10]} colleague on watch ${i % 37}, season ${i % 11}, vessel ${i % 13}.`;
  const STORED = 1500;
  const stored = Array.from({ length: STORED }, (_, i) => template(i));

  beforeAll(async () => {
    app = await startTestApp();
    const connection = app.em.fork().getConnection();
    for (let start = 0; start < STORED; start += 500) {
      const batch = stored.slice(start, start + 500);
      await connection.execute(
        `insert into reviews (id, request_id, reviewee_id, reviewer_id, reviewer_email, reviewer_name, status, is_verified, reviewer_verification_status,
           rating, text, context, skills, reviewer_position, reviewer_vessel, verification_method, ip_address, flagged_as_suspicious, is_hidden,
           version, created_at, updated_at, duplicate_bands, duplicate_length)
         values ${batch.map(() => `(gen_random_uuid(), gen_random_uuid(), ?, gen_random_uuid(), 'r@example.com', 'R', 'pending', false, 'unverified', 5, ?, 'M/Y Test', '{}',
           'Bosun', 'M/Y Test', 'email', '10.0.0.1', false, false, 1, now() - make_interval(secs => ?), now(), ?::int[], ?)`).join(', ')}`,
        batch.flatMap((text, k) => [reviewee, text, STORED - start - k, intArray(nearDuplicateBands(reviewee, text)), nearDuplicateLength(text)]),
      );
    }
  });
  afterAll(() => app.close());

  it('compares a new text with at most the cap, and flags every text the rule flags against all of them', async () => {
    const connection = app.em.fork().getConnection();
    let flagged = 0;
    let caught = 0;
    let copies = 0;
    let named = 0;
    let capped = 0;
    for (let i = STORED; i < STORED + 150; i++) {
      const text = template(i);
      const matches = nearDuplicateMatcher(text);
      const expected = stored.filter((other) => matches(other) !== null);
      const c = nearDuplicateCandidates(reviewee, text)!;
      const rows = await connection.execute<Array<{ text: string }>>('select t.text from review_near_duplicate_candidates(?, ?::int[], ?, ?, ?, ?) t', [
        reviewee, intArray(c.bands), c.minLength, c.maxLength, NEAR_DUPLICATE_CANDIDATES, NEAR_DUPLICATE_PER_BAND,
      ]);
      expect(rows.length).toBeLessThanOrEqual(NEAR_DUPLICATE_CANDIDATES);
      if (rows.length === NEAR_DUPLICATE_CANDIDATES) capped++;
      const found = rows.filter((row) => matches(row.text) !== null).length;
      copies += expected.length;
      named += found;
      if (expected.length > 0) {
        flagged++;
        if (found > 0) caught++;
      }
    }
    console.log(`Template profile of ${STORED}: ${capped} of 150 lookups capped; flagged ${caught} of ${flagged}; copies named ${named} of ${copies}`);
    // The cap is in play, and the data has copies to find.
    expect(capped).toBeGreaterThan(100);
    expect(flagged).toBeGreaterThan(50);
    expect(caught).toBe(flagged);
    // The evidence may name fewer of a template's look-alikes than exist; most are named.
    expect(named / copies).toBeGreaterThan(0.9);
  });

  it('reads only the newest texts of each band, up to the per-band bound (ADR 0059)', async () => {
    const connection = app.em.fork().getConnection();
    const PER_BAND = 4;
    // The stored texts were written oldest first: a higher index is a newer text.
    const storedBands = stored.map((text) => nearDuplicateBands(reviewee, text));
    let cut = 0;
    for (let i = STORED; i < STORED + 20; i++) {
      const text = template(i);
      const c = nearDuplicateCandidates(reviewee, text)!;
      const readable = new Set<string>();
      for (const band of c.bands) {
        const sharing = stored.flatMap((other, k) => (storedBands[k].includes(band) ? [k] : []));
        if (sharing.length > PER_BAND) cut++;
        for (const k of sharing.slice(-PER_BAND)) readable.add(stored[k]);
      }
      const rows = await connection.execute<Array<{ text: string }>>('select t.text from review_near_duplicate_candidates(?, ?::int[], ?, ?, ?, ?) t', [
        reviewee, intArray(c.bands), c.minLength, c.maxLength, NEAR_DUPLICATE_CANDIDATES, PER_BAND,
      ]);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => !readable.has(row.text))).toEqual([]);
    }
    // The bound was in play: some bands are shared by more texts than it reads.
    expect(cut).toBeGreaterThan(10);
  });
});
