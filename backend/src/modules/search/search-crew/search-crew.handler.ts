import { SEARCH_COUNT_CAP, type SearchSort } from '@crew/contracts/search-values';
import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  type Block,
  blockEndSql,
  countSql,
  type KeyedSort,
  keyedOrderSql,
  TEXT_SEARCH_SIZES,
  type TextSearchSizes,
  textAllRankedSql,
  textBlockSql,
  textMatchProbeSql,
} from './crew-search-sql.js';
import type { Cursor, RatingKey } from './cursor.js';
import { CountCrewQuery, type CrewSearchFilters, type CrewSearchPage, type CrewSearchResult, type ResultCount, SearchCrewQuery } from './search-crew.query.js';
import { executeBitmapOnly } from '../../../platform/database/bitmap-only.js';
import { ReadsFromReplica } from '../../../platform/database/replica-reads.js';

type Row = CrewSearchResult & { sort_rank?: number; sort_a?: number; sort_b?: number; matches?: number };

/** A block is never longer than this many crew (the cursor refuses more). */
const MAX_BLOCK_ROWS = 10_000_000;

/** Runs one statement; `bitmapOnly` plans it with index walks and sequential scans off. */
export type SearchSql = <T>(sql: string, params: unknown[], options?: { bitmapOnly?: boolean }) => Promise<T[]>;

/** Reads crew_search only (search's own table), one page at a time. */
@ReadsFromReplica()
@QueryHandler(SearchCrewQuery)
export class SearchCrewHandler implements IQueryHandler<SearchCrewQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ filters, sort, limit, after }: SearchCrewQuery): Promise<CrewSearchPage> {
    return searchCrewPage(searchSql(this.em), filters, limit, after, { sort });
  }
}

/** Counts crew_search's matches, up to SEARCH_COUNT_CAP. */
@ReadsFromReplica()
@QueryHandler(CountCrewQuery)
export class CountCrewHandler implements IQueryHandler<CountCrewQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ filters }: CountCrewQuery): Promise<ResultCount> {
    return countCrew(searchSql(this.em), filters);
  }
}

/** Each statement on its own fork (a pooled connection of its own). */
export function searchSql(base: EntityManager): SearchSql {
  return (sql, params, options) => (options?.bitmapOnly ? executeBitmapOnly(base, sql, params) : base.fork().execute(sql, params));
}

export interface PageOptions {
  sizes?: TextSearchSizes;
  /** The effective order (effectiveSort); relevance needs text. */
  sort?: SearchSort;
}

/**
 * How many crew match, up to the cap: one statement that reads at most cap + 1 matches. Its own
 * request (GET /api/search/crew/count), so that results come as fast as without it: with few
 * matches spread over the directory, counting reads much more of it than a page does. Text
 * matches are found through the GIN indexes when the probe says they are few, else where the
 * planner finds them soonest.
 */
export async function countCrew(run: SearchSql, filters: CrewSearchFilters, sizes: TextSearchSizes = TEXT_SEARCH_SIZES): Promise<ResultCount> {
  const bitmapOnly = filters.text ? !(await probe(run, filters, sizes)).many : false;
  const { sql, params } = countSql(filters, SEARCH_COUNT_CAP);
  const [{ n }] = await run<{ n: number }>(sql, params, { bitmapOnly });
  return n > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, capped: true } : { total: n, capped: false };
}

/** One page (`limit` results and the cursor after them), in the order crew-search-sql.ts describes. */
export async function searchCrewPage(run: SearchSql, filters: CrewSearchFilters, limit: number, after: Cursor | null, options: PageOptions = {}): Promise<CrewSearchPage> {
  const sizes = options.sizes ?? TEXT_SEARCH_SIZES;
  const sort = options.sort ?? (filters.text ? 'relevance' : 'rating');
  if (sort !== 'relevance' || !filters.text) return keyedOrderPage(run, filters, sort === 'relevance' ? 'rating' : sort, limit, after, sizes);
  return relevancePage(run, filters, limit, after, sizes);
}

const strip = (rows: Row[], limit: number) => rows.slice(0, limit).map(({ sort_rank: _r, sort_a: _a, sort_b: _b, matches: _m, ...result }) => result);

/** Matches among the first crew in rating order (textMatchProbeSql): how common the text is. */
async function probe(run: SearchSql, filters: CrewSearchFilters, sizes: TextSearchSizes) {
  const { sql, params } = textMatchProbeSql(filters, sizes);
  const [seen] = await run<{ n: number; read: number; directory: number }>(sql, params);
  // Four times the maximum at the probe's density: surely too many to rank them all, even if
  // the best rated have more of this word than the rest.
  const many = seen.n > sizes.allRankedMax || (seen.n * seen.directory) / sizes.probeRows > 4 * sizes.allRankedMax;
  return { ...seen, many };
}

/** A page of an order by keys (rating, experience, availability), with or without text. */
async function keyedOrderPage(run: SearchSql, filters: CrewSearchFilters, order: KeyedSort, limit: number, after: Cursor | null, sizes: TextSearchSizes): Promise<CrewSearchPage> {
  const key: [number, number, string] | null =
    after?.k === 'r' && order === 'rating' ? [after.rating, after.verified, after.id] : after?.k === 's' && after.sort === order ? [...after.key, after.id] : null;
  // Text in another order than relevance: few matches are found through the GIN indexes and
  // sorted; many are found soonest by walking the order's index (the planner's choice).
  const bitmapOnly = filters.text ? !(await probe(run, filters, sizes)).many : false;
  const { sql, params } = keyedOrderSql(filters, order, limit + 1, key);
  const rows = await run<Row>(sql, params, { bitmapOnly });
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  const next: Cursor | null = !last
    ? null
    : order === 'rating'
      ? { k: 'r', rating: last.sort_a!, verified: last.sort_b!, id: last.id }
      : { k: 's', sort: order, key: [last.sort_a!, last.sort_b!], id: last.id };
  return { results: strip(rows, limit), next };
}

/** A relevance page. */
async function relevancePage(run: SearchSql, filters: CrewSearchFilters, limit: number, after: Cursor | null, sizes: TextSearchSizes): Promise<CrewSearchPage> {
  // Few matches: all ranked, unless the probe already shows a common word.
  const seen = after ? null : await probe(run, filters, sizes);
  if (after?.k === 't' || (seen && !seen.many)) {
    const { sql, params } = textAllRankedSql(filters, limit + 1, after?.k === 't' ? after : null, after ? null : sizes);
    const rows = await run<Row & { matches: number }>(sql, params, { bitmapOnly: true });
    if (after || rows[0].matches <= sizes.allRankedMax) {
      const found = rows.filter((r) => r.id !== null);
      const last = found.length > limit ? found[limit - 1] : undefined;
      return { results: strip(found, limit), next: last ? { k: 't', rank: last.sort_rank!, id: last.id } : null };
    }
  }

  // Blocks of the rating order: continue in the cursor's block, then enter the next ones
  // until the page and one more row are found or the last block ends.
  // Crew per block at the probe's density; a probe that saw no match counts one (the block
  // may then hold more matches than blockSize, which only costs time).
  const rowsPerBlock =
    after?.k === 'b'
      ? after.rows
      : Math.min(MAX_BLOCK_ROWS, Math.ceil((sizes.blockSize * (seen!.n > sizes.allRankedMax ? seen!.read : sizes.probeRows)) / Math.max(1, seen!.n)));
  const blockEnd = async (hi: RatingKey | null): Promise<RatingKey | null> => {
    const { sql, params } = blockEndSql(hi, rowsPerBlock);
    const [end] = await run<{ k: number; v: number; id: string }>(sql, params);
    return end ? [end.k, end.v, end.id] : null;
  };
  let block: Block = after?.k === 'b' ? { hi: after.hi, lo: after.lo } : { hi: null, lo: await blockEnd(null) };
  let at = after?.k === 'b' ? { rank: after.rank, id: after.id } : null;
  const found: Array<{ row: Row; block: Block }> = [];
  for (;;) {
    const { sql, params } = textBlockSql(filters, limit + 1 - found.length, block, at);
    const rows = await run<Row>(sql, params);
    const current = block;
    found.push(...rows.map((row) => ({ row, block: current })));
    if (found.length > limit || block.lo === null) break;
    block = { hi: block.lo, lo: await blockEnd(block.lo) };
    at = null;
  }
  const last = found.length > limit ? found[limit - 1] : undefined;
  return {
    results: strip(found.map((f) => f.row), limit),
    next: last ? { k: 'b', hi: last.block.hi, lo: last.block.lo, rows: rowsPerBlock, rank: last.row.sort_rank!, id: last.row.id } : null,
  };
}
