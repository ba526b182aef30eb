import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type Block, ratingOrderSql, TEXT_SEARCH_SIZES, type TextSearchSizes, textAllRankedSql, textBlockSql, textMatchProbeSql } from './crew-search-sql.js';
import type { Cursor, RatingKey } from './cursor.js';
import { type CrewSearchFilters, type CrewSearchPage, type CrewSearchResult, SearchCrewQuery } from './search-crew.query.js';

type Row = CrewSearchResult & { sort_rank?: number; sort_rating?: number; lo_k?: number; lo_v?: number; lo_id?: string; block_n?: number; matches?: number };

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
  const strip = (rows: Row[]) => rows.slice(0, limit).map(({ sort_rank: _r, sort_rating: _s, lo_k: _k, lo_v: _v, lo_id: _i, block_n: _n, matches: _m, ...result }) => result);
  if (!filters.text) {
    const { sql, params } = ratingOrderSql(filters, limit + 1, after?.k === 'r' ? after : null);
    const rows = await run<Row>(sql, params);
    const last = rows.length > limit ? rows[limit - 1] : undefined;
    return { results: strip(rows), next: last ? { k: 'r', rating: last.sort_rating!, verified: last.verifiedReviews, id: last.id } : null };
  }

  // Few matches: all ranked, unless the probe already shows a common word.
  const probe = after ? null : textMatchProbeSql(filters, sizes);
  const common = probe ? (await run<{ n: number }>(probe.sql, probe.params))[0].n > sizes.allRankedMax : false;
  if (after?.k === 't' || (!after && !common)) {
    const { sql, params } = textAllRankedSql(filters, limit + 1, after?.k === 't' ? after : null, after ? null : sizes);
    const rows = (await run<Row & { matches: number }>(sql, params, { bitmapOnly: true }));
    if (after || rows[0].matches <= sizes.allRankedMax) {
      const found = rows.filter((r) => r.id !== null);
      const last = found.length > limit ? found[limit - 1] : undefined;
      return { results: strip(found), next: last ? { k: 't', rank: last.sort_rank!, id: last.id } : null };
    }
  }

  // Blocks in rating order: continue in the cursor's block, then enter the next ones until
  // the page and one more row are found or the last block ends.
  let block: Required<Block> | Block = after?.k === 'b' ? { hi: after.hi, lo: after.lo } : { hi: null };
  let at = after?.k === 'b' ? { rank: after.rank, id: after.id } : null;
  const found: Array<{ row: Row; block: Required<Block> }> = [];
  for (;;) {
    const { sql, params } = textBlockSql(filters, limit + 1 - found.length, block, at, sizes);
    const rows = await run<Row>(sql, params);
    const first = rows[0];
    if (block.lo === undefined) {
      // Entered: the block ends at its blockSize-th match, or is the last one.
      if (!first) break;
      block = { hi: block.hi, lo: first.block_n! >= sizes.blockSize ? ([first.lo_k!, first.lo_v!, first.lo_id!] as RatingKey) : null };
    }
    const fixed = block as Required<Block>;
    found.push(...rows.map((row) => ({ row, block: fixed })));
    if (found.length > limit || fixed.lo === null) break;
    block = { hi: fixed.lo };
    at = null;
  }
  const last = found.length > limit ? found[limit - 1] : undefined;
  return {
    results: strip(found.map((f) => f.row)),
    next: last ? { k: 'b', hi: last.block.hi, lo: last.block.lo, rank: last.row.sort_rank!, id: last.row.id } : null,
  };
}
