import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type Block, blockEndSql, ratingOrderSql, TEXT_SEARCH_SIZES, type TextSearchSizes, textAllRankedSql, textBlockSql, textMatchProbeSql } from './crew-search-sql.js';
import type { Cursor, RatingKey } from './cursor.js';
import { type CrewSearchFilters, type CrewSearchPage, type CrewSearchResult, SearchCrewQuery } from './search-crew.query.js';

type Row = CrewSearchResult & { sort_rank?: number; sort_rating?: number; matches?: number };

/** A block is never longer than this many crew (the cursor refuses more). */
const MAX_BLOCK_ROWS = 10_000_000;

/** Runs one statement; `bitmapOnly` plans it with index walks and sequential scans off. */
export type SearchSql = <T>(sql: string, params: unknown[], options?: { bitmapOnly?: boolean }) => Promise<T[]>;

/** Reads crew_search only (search's own table), one page at a time. */
@QueryHandler(SearchCrewQuery)
export class SearchCrewHandler implements IQueryHandler<SearchCrewQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ filters, limit, after }: SearchCrewQuery): Promise<CrewSearchPage> {
    return searchCrewPage(searchSql(this.em.fork()), filters, limit, after);
  }
}

export function searchSql(em: EntityManager): SearchSql {
  return (sql, params, options) =>
    options?.bitmapOnly
      ? em.transactional(async (tx) => {
          // Local to this transaction: the pooled connection keeps its defaults.
          await tx.execute('set local enable_indexscan = off; set local enable_seqscan = off');
          return tx.execute(sql, params);
        })
      : em.execute(sql, params);
}

/** One page (`limit` results and the cursor after them), in the order crew-search-sql.ts describes. */
export async function searchCrewPage(
  run: SearchSql,
  filters: CrewSearchFilters,
  limit: number,
  after: Cursor | null,
  sizes: TextSearchSizes = TEXT_SEARCH_SIZES,
): Promise<CrewSearchPage> {
  const strip = (rows: Row[]) => rows.slice(0, limit).map(({ sort_rank: _r, sort_rating: _s, matches: _m, ...result }) => result);
  if (!filters.text) {
    const { sql, params } = ratingOrderSql(filters, limit + 1, after?.k === 'r' ? after : null);
    const rows = await run<Row>(sql, params);
    const last = rows.length > limit ? rows[limit - 1] : undefined;
    return { results: strip(rows), next: last ? { k: 'r', rating: last.sort_rating!, verified: last.verifiedReviews, id: last.id } : null };
  }

  // Few matches: all ranked, unless the probe already shows a common word.
  const probe = after ? null : textMatchProbeSql(filters, sizes);
  const seen = probe ? (await run<{ n: number; read: number; directory: number }>(probe.sql, probe.params))[0] : null;
  // Four times the maximum at the probe's density: surely too many to rank them all, even if
  // the best rated have more of this word than the rest.
  const many = seen !== null && (seen.n * seen.directory) / sizes.probeRows > 4 * sizes.allRankedMax;
  if (after?.k === 't' || (seen && seen.n <= sizes.allRankedMax && !many)) {
    const { sql, params } = textAllRankedSql(filters, limit + 1, after?.k === 't' ? after : null, after ? null : sizes);
    const rows = await run<Row & { matches: number }>(sql, params, { bitmapOnly: true });
    if (after || rows[0].matches <= sizes.allRankedMax) {
      const found = rows.filter((r) => r.id !== null);
      const last = found.length > limit ? found[limit - 1] : undefined;
      return { results: strip(found), next: last ? { k: 't', rank: last.sort_rank!, id: last.id } : null };
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
    results: strip(found.map((f) => f.row)),
    next: last ? { k: 'b', hi: last.block.hi, lo: last.block.lo, rows: rowsPerBlock, rank: last.row.sort_rank!, id: last.row.id } : null,
  };
}
