import type { SearchSort } from '@crew/contracts/search-values';
import type { CrewSearchFilters } from './search-crew.query.js';
import { containsPattern } from '../../../platform/database/like-pattern.js';
import type { Cursor, RatingKey } from './cursor.js';

/** The columns a result shows, mapped to the API's names. */
export const RESULT_COLUMNS = `user_id as id, first_name as "firstName", last_name as "lastName", profile_image_url as "profileImageUrl",
  position, location, experience_years as "experienceYears", average_rating as "averageRating",
  verified_reviews as "verifiedReviews", total_reviews as "totalReviews", bio, stcw_certificates as "stcwCertificates", sea_days as "seaDays"`;

/**
 * Text as the directory compares it: without accents ('Søren' is 'Soren', 'Lürssen' is
 * 'Lurssen'), by the migration's immutable wrapper of `unaccent`. Rows hold their names,
 * positions and locations folded already (generated `*_folded` columns, indexed): a search
 * folds only its own words, once, never a row's (folding a row per comparison cost a walk of
 * the rating order about 40 µs a row).
 */
export const fold = (sql: string) => `crew_search_fold(${sql})`;

/** The rating order, exactly the columns of crew_search_rating_key_index. */
const RATING_KEY = 'coalesce(average_rating, -1)';
const RATING_ORDER = `${RATING_KEY} desc, verified_reviews desc, user_id desc`;
const RATING_TUPLE = `(${RATING_KEY}, verified_reviews, user_id)`;

/** The orders a search can be asked for besides relevance: two keys, best first, then the id. */
export type KeyedSort = Exclude<SearchSort, 'relevance'>;
const AVAILABILITY_KEY = `case availability when 'available' then 3 when 'notice' then 2 when 'future' then 1 else 0 end`;
const ORDERS: Record<KeyedSort, { keys: [string, string]; casts: [string, string] }> = {
  // crew_search_rating_key_index
  rating: { keys: [RATING_KEY, 'verified_reviews'], casts: ['float8', 'int'] },
  // crew_search_experience_order_index: most experienced first, unknown last
  experience: { keys: ['coalesce(experience_years, -1)', RATING_KEY], casts: ['int', 'float8'] },
  // crew_search_availability_order_index: available now, with notice, future, unknown
  availability: { keys: [AVAILABILITY_KEY, RATING_KEY], casts: ['int', 'float8'] },
};

/**
 * How close a name must be to count as a name match and add its closeness to the rank:
 * pg_trgm's word_similarity of the query to the best matching part of the name (0 to 1),
 * at the `<%` operator's default threshold. A misspelt surname ("Navaro") or full name
 * ("Ines Navaro") finds that name, not every Ines and every other Navarro, as plain
 * similarity at the `%` operator's 0.3 did, and the exact name gets the full 1.
 */
export const NAME_SIMILARITY = 0.6;
const FOLDED_NAME = 'full_name_folded';
const NAME_MATCH = `${fold('?')} <% ${FOLDED_NAME} and word_similarity(${fold('?')}, ${FOLDED_NAME}) >= ${NAME_SIMILARITY}`;

/**
 * The query's words as the document holds them. The document splits words at hyphens, slashes
 * and dots between letters or digits (crew_search_words), so that a certificate code matches
 * by its parts: 'STCW A-VI/1-1' holds 'stcw a vi 1 1'. A typed word with such separators
 * becomes the phrase of its parts ('A-VI/1' -> "A VI 1"), which finds every code it begins,
 * 'II/2' finds 'II/2' but not 'III/2', and 'chief-officer' finds 'Chief Officer'. Quoted
 * phrases keep their quotes, and `-word` still excludes. PostgreSQL's own parser would read
 * 'A-VI/1' as a hyphenated word and a file name, neither of which a longer code contains.
 */
export function documentQueryText(text: string): string {
  const separators = () => /(?<=[\p{L}\p{N}])[-/.]+(?=[\p{L}\p{N}])/gu;
  return text.replace(/"[^"]*"?|[^\s"]+/g, (part) => {
    if (part.startsWith('"')) return part.replace(separators(), ' ');
    const sign = part.startsWith('-') ? '-' : '';
    const word = part.slice(sign.length);
    const split = word.replace(separators(), ' ');
    return split === word ? part : `${sign}"${split}"`;
  });
}

/** The text query against `document`; its parameter is documentQueryText of the text. */
const DOCUMENT_QUERY = `websearch_to_tsquery('english', ${fold('?')})`;
const DOCUMENT_MATCH = `document @@ ${DOCUMENT_QUERY}`;

/** A text match, either branch, as one condition (params: textParams). */
const TEXT_MATCH = `(${DOCUMENT_MATCH} or (${NAME_MATCH}))`;
const textParams = (text: string) => [documentQueryText(text), text, text];

export interface TextSearchSizes {
  /** Up to this many matches a text search ranks them all (exact relevance order). */
  allRankedMax: number;
  /** Beyond it, matches are ranked in blocks of the rating order expected to hold about this many. */
  blockSize: number;
  /** Rows of the rating order the first probe reads (see textMatchProbeSql). */
  probeRows: number;
}
/** Ranking a match costs about what finding one in a block does: 400 all ranked, blocks of 100. */
export const TEXT_SEARCH_SIZES: TextSearchSizes = { allRankedMax: 400, blockSize: 100, probeRows: 600 };

/** A text[] literal from catalogue ids and ranks (validated values: no quotes, commas or braces). */
const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

type Sql = { sql: string; params: unknown[] };

/** Every filter as conditions on crew_search, applied exactly in each statement below. */
function filterSql(filters: CrewSearchFilters): { where: string[]; params: unknown[] } {
  const params: unknown[] = [];
  const where = ['searchable'];
  if (filters.position) {
    // The free text matches the option's word, but not a more specific position that contains it.
    // Option words are plain ASCII: only the position needs folding.
    const excluded = filters.position.notTexts.map(() => ' and position_folded not ilike ?').join('');
    where.push(`(rank = any(?::text[]) or (position_folded ilike ?${excluded}))`);
    params.push(textArray(filters.position.ranks), containsPattern(filters.position.text), ...filters.position.notTexts.map(containsPattern));
  }
  if (filters.location) {
    where.push(`location_folded ilike ${fold('?')}`);
    params.push(containsPattern(filters.location));
  }
  if (filters.minExperience !== undefined) {
    where.push('experience_years >= ?');
    params.push(filters.minExperience);
  }
  if (filters.minRating !== undefined) {
    // The rating index's own expression, so a walk in rating order stops at the minimum;
    // the same rows as `average_rating >= ?` since the minimum is above 0 (0 is no filter).
    where.push(`${RATING_KEY} >= ?`);
    params.push(filters.minRating);
  }
  if (filters.availability) {
    where.push('availability = ?');
    params.push(filters.availability);
  }
  for (const ids of filters.certifications) {
    where.push('certification_ids && ?::text[]');
    params.push(textArray(ids));
  }
  if (filters.validCertificatesOn) {
    // Null (no held certificate with an expiry date) fails the comparison too.
    where.push('earliest_certificate_expiry >= ?::date');
    params.push(filters.validCertificatesOn);
  }
  return { where, params };
}

/**
 * Ordered by a KeyedSort's keys and the id, all descending: the rating order (rating desc with
 * none last, verified reviews desc, id desc) by default, which the partial rating index
 * (crew_search_rating_key_index) returns in order, and likewise experience and availability
 * by their indexes. The keyset condition continues after the cursor's row: no OFFSET, so deep
 * pages cost what the first does and rows added meanwhile neither repeat nor hide others.
 * With text, only matches (either branch): for few matches run with index walks off, so the
 * GIN indexes find them and they are sorted; for many, walking the order finds a page soon.
 */
export function keyedOrderSql(filters: CrewSearchFilters, sort: KeyedSort, limit: number, after: [number, number, string] | null): Sql {
  const { keys, casts } = ORDERS[sort];
  const { where, params } = filterSql(filters);
  if (filters.text) {
    where.push(TEXT_MATCH);
    params.push(...textParams(filters.text));
  }
  if (after) {
    where.push(`(${keys.join(', ')}, user_id) < (?::${casts[0]}, ?::${casts[1]}, ?::uuid)`);
    params.push(...after);
  }
  const sql = `select ${RESULT_COLUMNS}, ${keys[0]}::float8 as sort_a, ${keys[1]}::float8 as sort_b
    from crew_search where ${where.join(' and ')}
    order by ${keys.map((k) => `${k} desc`).join(', ')}, user_id desc
    limit ?`;
  return { sql, params: [...params, limit] };
}

/** How many crew match, counted up to `cap` + 1 (more reads as `cap`+): the search's result count. */
export function countSql(filters: CrewSearchFilters, cap: number): Sql {
  const { where, params } = filterSql(filters);
  if (filters.text) {
    where.push(TEXT_MATCH);
    params.push(...textParams(filters.text));
  }
  return { sql: `select count(*)::int as n from (select 1 from crew_search where ${where.join(' and ')} limit ${cap + 1}) c`, params };
}

/*
 * Text searches. A match is a row whose weighted document matches `websearch_to_tsquery`
 * (which accepts any input; GIN index) or whose name is close by trigrams (trigram GIN
 * index). The two are separate branches of a UNION so each uses its own index; an OR would
 * test the trigram similarity on every row.
 *
 * Relevance is ts_rank_cd of the document plus the name's similarity when it is a name
 * match, and computing it reads every match's document: for a common word that is most of
 * the directory. So:
 * - up to allRankedMax matches (rare words, names, misspellings): every match is ranked,
 *   ordered by (rank desc, id desc), keyset on that pair;
 * - more: the rating order is cut into blocks expected to hold about blockSize matches
 *   each (their length in crew from the density of matches the first probe saw), and
 *   matches are ranked within their block. The order is (block, rank desc, id desc). A
 *   block's bounds come from the rating index alone (an index-only scan), and its matches
 *   from the GIN indexes, which also hold the rating key (btree_gin), so a block reads only
 *   its own matches from the table, however common or rare the word.
 * The trade-off: with many matches, a very relevant but lower-rated crew member comes after
 * the first block's less relevant, better-rated ones; what every employer sees first is
 * still the most relevant of the best-rated matches, and each page costs one block's
 * ranking however deep it is.
 *
 * Pages stay complete and without repeats: a block is fixed by its bounds in the rating
 * order (`hi` exclusive, `lo` inclusive), which the cursor carries once the block has been
 * entered, not by a count of matches. Crew joining meanwhile fall inside some block's bounds and, as
 * with the rating order, may or may not appear, but never push an already listed or still
 * to be listed row into another block. The exception, as for the rating order, is a crew
 * member whose rating changes while an employer pages: the row can move across a bound.
 */

/**
 * The matches with their rating keys, both branches under the same filters and extra
 * conditions. The query text is a parameter of each branch, not a column of a CTE, so the
 * planner sees it and estimates how many rows match (walk the rating index for a common
 * word, read the GIN index for a rare one).
 */
function matchesSql(filters: CrewSearchFilters, extra: string[], extraParams: unknown[], limit?: { n: number; ordered: boolean }): Sql {
  const branch = (match: string) => {
    const { where, params } = filterSql(filters);
    return {
      sql: `(select user_id, ${RATING_KEY}::float8 as k, verified_reviews as v from crew_search
        where ${[...where, match, ...extra].join(' and ')}
        ${limit ? `${limit.ordered ? `order by ${RATING_ORDER}` : ''} limit ${limit.n}` : ''})`,
      params,
    };
  };
  const text = branch(DOCUMENT_MATCH);
  const name = branch(NAME_MATCH);
  return {
    sql: `${text.sql} union ${name.sql}`,
    params: [...text.params, documentQueryText(filters.text!), ...extraParams, ...name.params, filters.text, filters.text, ...extraParams],
  };
}

const QUERY_CTE = `q as (select ${DOCUMENT_QUERY} as tsq, ${fold('?::text')} as raw)`;
const queryParams = (text: string) => [documentQueryText(text), text];
const NAME_CLOSENESS = 'word_similarity(q.raw, c.full_name_folded)';
const RANK = `(ts_rank_cd(c.document, q.tsq) + case when ${NAME_CLOSENESS} >= ${NAME_SIMILARITY} then ${NAME_CLOSENESS} else 0 end)::float8`;

/**
 * Matches among the first probeRows crew in rating order (filters aside, so it reads at most
 * that many rows), stopping at allRankedMax + 1: `n` matches, the last at row `read`. More
 * than allRankedMax documents matching there means a common word, with no need to count its
 * matches through the GIN index (as many entries as matches); `n / read` is the density
 * that sizes the blocks, and with the directory's size (the planner's estimate) says when
 * there are certainly too many matches to rank them all.
 */
export function textMatchProbeSql(filters: CrewSearchFilters, sizes: TextSearchSizes): Sql {
  const { where, params } = filterSql(filters);
  // row_number() over () numbers the rows as the ordered subquery yields them (a density
  // estimate only, so no second sort of wide rows for it).
  const sql = `select count(*)::int as n, coalesce(max(row), 0)::int as read,
      (select greatest(reltuples, 0)::float8 from pg_class where oid = 'crew_search'::regclass) as directory
    from (
      select row from (select row_number() over () as row, *
        from (select * from crew_search where searchable order by ${RATING_ORDER} limit ${sizes.probeRows}) first) crew_search
      where ${where.join(' and ')} and ${DOCUMENT_MATCH}
      limit ${sizes.allRankedMax + 1}) probe`;
  return { sql, params: [...params, documentQueryText(filters.text!)] };
}

/**
 * Every match ranked, after the cursor's (rank, id). On the first page (`capped`) the matches
 * are read once up to allRankedMax + 1 and ranked only when they are not more: every row
 * carries `matches`, and a single row without an id and `matches` above the maximum says to
 * rank in blocks instead. Run with index walks off (bitmap scans only): a walk in some
 * index order to find a rare word, or a phrase the planner thinks common, reads the whole
 * directory.
 */
export function textAllRankedSql(filters: CrewSearchFilters, limit: number, after: Extract<Cursor, { k: 't' }> | null, capped: TextSearchSizes | null): Sql {
  const cap = capped ? capped.allRankedMax + 1 : 0;
  const m = matchesSql(filters, [], [], capped ? { n: cap, ordered: false } : undefined);
  const sql = `with ${QUERY_CTE},
    m as materialized (select user_id from (${m.sql}) u ${capped ? `limit ${cap}` : ''}),
    total as (select count(*)::int as matches from m)
    select ranked.*, total.matches from total left join lateral (
      select * from (select ${RESULT_COLUMNS}, ${RANK} as sort_rank from m join crew_search c using (user_id), q) r
      where total.matches <= ${capped ? capped.allRankedMax : 'total.matches'} ${after ? 'and (sort_rank, id) < (?::float8, ?::uuid)' : ''}
      order by sort_rank desc, id desc
      limit ?) ranked on true`;
  return { sql, params: [...queryParams(filters.text!), ...m.params, ...(after ? [after.rank, after.id] : []), limit] };
}

export interface Block {
  /** Exclusive upper bound in the rating order; null for the first block. */
  hi: RatingKey | null;
  /** Inclusive lower bound; null for the last block. */
  lo: RatingKey | null;
}

/**
 * Where the block below `hi` ends: the rating key `rows` crew further down the rating order,
 * or none when fewer are left (the last block). An index-only scan of the rating index.
 */
export function blockEndSql(hi: RatingKey | null, rows: number): Sql {
  return {
    sql: `select ${RATING_KEY}::float8 as k, verified_reviews as v, user_id as id from crew_search
      where searchable ${hi ? `and ${RATING_TUPLE} < (?::float8, ?::int, ?::uuid)` : ''}
      order by ${RATING_ORDER} offset ? limit 1`,
    params: [...(hi ?? []), rows - 1],
  };
}

/** One block's matches ranked, after (rank, id) when given. */
export function textBlockSql(filters: CrewSearchFilters, limit: number, block: Block, at: { rank: number; id: string } | null): Sql {
  // The plain key bounds are what the GIN indexes can use (a range of their rating column);
  // the row comparisons then place the rows with the bounds' own key exactly.
  const extra: string[] = [];
  const extraParams: unknown[] = [];
  if (block.hi) {
    extra.push(`${RATING_KEY} <= ?::float8`, `${RATING_TUPLE} < (?::float8, ?::int, ?::uuid)`);
    extraParams.push(block.hi[0], ...block.hi);
  }
  if (block.lo) {
    extra.push(`${RATING_KEY} >= ?::float8`, `${RATING_TUPLE} >= (?::float8, ?::int, ?::uuid)`);
    extraParams.push(block.lo[0], ...block.lo);
  }
  const m = matchesSql(filters, extra, extraParams);
  const sql = `with ${QUERY_CTE}, m as materialized (select user_id from (${m.sql}) u)
    select * from (select ${RESULT_COLUMNS}, ${RANK} as sort_rank from m join crew_search c using (user_id), q) ranked
    ${at ? 'where (sort_rank, id) < (?::float8, ?::uuid)' : ''}
    order by sort_rank desc, id desc
    limit ?`;
  return { sql, params: [...queryParams(filters.text!), ...m.params, ...(at ? [at.rank, at.id] : []), limit] };
}

/**
 * A saved search's new matches for its alert: crew matching it now whose row changed since
 * `since` (crew_search_changed_at_index: what a day changed, however large the directory) and
 * whom this search never listed, best rated first, with how many there are in all (`total`).
 */
export function alertMatchesSql(filters: CrewSearchFilters, savedSearchId: string, since: Date, limit: number): Sql {
  const { where, params } = filterSql(filters);
  if (filters.text) {
    where.push(TEXT_MATCH);
    params.push(...textParams(filters.text));
  }
  where.push('changed_at >= ?', 'not exists (select 1 from saved_search_alerted a where a.saved_search_id = ? and a.crew_id = crew_search.user_id)');
  params.push(since, savedSearchId);
  const sql = `select ${RESULT_COLUMNS}, count(*) over ()::int as total
    from crew_search where ${where.join(' and ')}
    order by ${RATING_ORDER}
    limit ?`;
  return { sql, params: [...params, limit] };
}
