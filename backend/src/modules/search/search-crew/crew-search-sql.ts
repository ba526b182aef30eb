import type { CrewSearchFilters } from './search-crew.query.js';
import type { Cursor } from './cursor.js';

/** The columns a result shows, mapped to the API's names. */
export const RESULT_COLUMNS = `user_id as id, first_name as "firstName", last_name as "lastName", profile_image_url as "profileImageUrl",
  position, location, experience_years as "experienceYears", average_rating as "averageRating",
  verified_reviews as "verifiedReviews", total_reviews as "totalReviews", bio, stcw_certificates as "stcwCertificates"`;

/** The rating order, exactly the expression of crew_search_rating_order_index. */
const RATING_KEY = 'coalesce(average_rating, -1)';

/** `%`, `_` and `\` taken literally inside ILIKE. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A text[] literal from catalogue ids and ranks (validated values: no quotes, commas or braces). */
const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

/**
 * One statement per page. With text: matches of the weighted document
 * (`websearch_to_tsquery`, which accepts any input) or names close by trigrams, ranked,
 * ordered by (rank desc, id desc). Without: ordered by (rating desc with none last,
 * verified reviews desc, id desc), which the partial rating index returns in order. The
 * keyset condition continues after the cursor's row: no OFFSET, so deep pages cost what
 * the first does and rows added meanwhile neither repeat nor hide others.
 */
export function crewSearchSql(filters: CrewSearchFilters, limit: number, after: Cursor | null): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where = ['searchable'];
  if (filters.position) {
    where.push(`(rank = any(?::text[]) or position ilike ?)`);
    params.push(textArray(filters.position.ranks), `%${likeEscape(filters.position.text)}%`);
  }
  if (filters.location) {
    where.push('location ilike ?');
    params.push(`%${likeEscape(filters.location)}%`);
  }
  if (filters.minExperience !== undefined) {
    where.push('experience_years >= ?');
    params.push(filters.minExperience);
  }
  if (filters.minRating !== undefined) {
    where.push('average_rating >= ?');
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

  if (filters.text) {
    const sql = `with q as (select websearch_to_tsquery('english', ?) as tsq, ?::text as raw)
      select * from (
        select ${RESULT_COLUMNS},
          (ts_rank_cd(document, q.tsq) + case when full_name % q.raw then similarity(full_name, q.raw) else 0 end)::float8 as sort_rank
        from crew_search, q
        where ${where.join(' and ')} and (document @@ q.tsq or full_name % q.raw)
      ) matches
      ${after?.k === 't' ? 'where (sort_rank, id) < (?::float8, ?::uuid)' : ''}
      order by sort_rank desc, id desc
      limit ?`;
    return { sql, params: [filters.text, filters.text, ...params, ...(after?.k === 't' ? [after.rank, after.id] : []), limit] };
  }
  if (after?.k === 'r') {
    where.push(`(${RATING_KEY}, verified_reviews, user_id) < (?::float8, ?::int, ?::uuid)`);
    params.push(after.rating, after.verified, after.id);
  }
  const sql = `select ${RESULT_COLUMNS}, ${RATING_KEY}::float8 as sort_rating
    from crew_search where ${where.join(' and ')}
    order by ${RATING_KEY} desc, verified_reviews desc, user_id desc
    limit ?`;
  return { sql, params: [...params, limit] };
}
