import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { crewSearchSql } from './crew-search-sql.js';
import type { Cursor } from './cursor.js';
import { type CrewSearchPage, type CrewSearchResult, SearchCrewQuery } from './search-crew.query.js';

type Row = CrewSearchResult & { sort_rank?: number; sort_rating?: number };

/** Reads crew_search only (search's own table), one page at a time. */
@QueryHandler(SearchCrewQuery)
export class SearchCrewHandler implements IQueryHandler<SearchCrewQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filters, limit, after }: SearchCrewQuery): Promise<CrewSearchPage> {
    const { sql, params } = crewSearchSql(filters, limit + 1, after);
    const rows = await this.em.fork().execute<Row[]>(sql, params);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const next: Cursor | null =
      rows.length > limit && last
        ? filters.text
          ? { k: 't', rank: last.sort_rank!, id: last.id }
          : { k: 'r', rating: last.sort_rating!, verified: last.verifiedReviews, id: last.id }
        : null;
    return { results: page.map(({ sort_rank: _r, sort_rating: _s, ...result }) => result), next };
  }
}
