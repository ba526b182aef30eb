import type { CrewSearchFilters } from './search-crew.query.js';
import { containsPattern } from '../../../platform/database/like-pattern.js';
import type { Cursor, RatingKey } from './cursor.js';

/** The columns a result shows, mapped to the API's names. */
export const RESULT_COLUMNS = `user_id as id, first_name as "firstName", last_name as "lastName", profile_image_url as "profileImageUrl",
  position, location, experience_years as "experienceYears", average_rating as "averageRating",
  verified_reviews as "verifiedReviews", total_reviews as "totalReviews", bio, stcw_certificates as "stcwCertificates", sea_days as "seaDays"`;

/** The rating order, exactly the columns of crew_search_rating_order_index. */
const RATING_KEY = 'coalesce(average_rating, -1)';
const RATING_ORDER = `${RATING_KEY} desc, verified_reviews desc, user_id desc`;
const RATING_TUPLE = `(${RATING_KEY}, verified_reviews, user_id)`;

/**
 * How close a name must be to count as a name match and add its closeness to the rank:
 * pg_trgm's word_similarity of the query to the best matching part of the name (0 to 1),
 * at the `<%` operator's default threshold. A misspelt surname ("Navaro") or full name
 * ("Ines Navaro") finds that name, not every Ines and every other Navarro, as plain
 * similarity at the `%` operator's 0.3 did, and the exact name gets the full 1.
 */
export const NAME_SIMILARITY = 0.6;
const NAME_MATCH = `? <% full_name and word_similarity(?, full_name) >= ${NAME_SIMILARITY}`;
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
    const excluded = filters.position.notTexts.map(() => ' and position not ilike ?').join('');
    where.push(`(rank = any(?::text[]) or (position ilike ?${excluded}))`);
    params.push(textArray(filters.position.ranks), containsPattern(filters.position.text), ...filters.position.notTexts.map(containsPattern));
  }
  if (filters.location) {
    where.push('location ilike ?');
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
 * Without text: ordered by (rating desc with none last, verified reviews desc, id desc),
 * which the partial rating index (crew_search_rating_key_index) returns in order. The keyset condition continues after the
 * cursor's row: no OFFSET, so deep pages cost what the first does and rows added meanwhile
 * neither repeat nor hide others.
 */
export function ratingOrderSql(filters: CrewSearchFilters, limit: number, after: Extract<Cursor, { k: 'r' }> | null): Sql {
  const { where, params } = filterSql(filters);
  if (after) {
    where.push(`${RATING_TUPLE} < (?::float8, ?::int, ?::uuid)`);
    params.push(after.rating, after.verified, after.id);
  }
  const sql = `select ${RESULT_COLUMNS}, ${RATING_KEY}::float8 as sort_rating
    from crew_search where ${where.join(' and ')}
    order by ${RATING_ORDER}
    limit ?`;
  return { sql, params: [...params, limit] };
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
  const text = branch(`document @@ websearch_to_tsquery('english', ?)`);
  const name = branch(NAME_MATCH);
  return {
    sql: `${text.sql} union ${name.sql}`,
    params: [...text.params, filters.text, ...extraParams, ...name.params, filters.text, filters.text, ...extraParams],
  };
}

const QUERY_CTE = `q as (select websearch_to_tsquery('english', ?) as tsq, ?::text as raw)`;
const RANK = `(ts_rank_cd(c.document, q.tsq) + case when word_similarity(q.raw, c.full_name) >= ${NAME_SIMILARITY} then word_similarity(q.raw, c.full_name) else 0 end)::float8`;

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
      where ${where.join(' and ')} and document @@ websearch_to_tsquery('english', ?)
      limit ${sizes.allRankedMax + 1}) probe`;
  return { sql, params: [...params, filters.text] };
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
  return { sql, params: [filters.text, filters.text, ...m.params, ...(after ? [after.rank, after.id] : []), limit] };
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
  return { sql, params: [filters.text, filters.text, ...m.params, ...(at ? [at.rank, at.id] : []), limit] };
}
