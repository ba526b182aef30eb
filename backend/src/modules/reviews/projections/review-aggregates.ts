import { ASSESSMENT_SCORES, SKILLS } from '../domain/review-values.js';

/**
 * The SQL of the per-person numbers (DESIGN.md, "Repeat reviews", "Suspension"; ADR 0035).
 *
 * What counts: a review without an unresolved flag, whose reviewer is not suspended. Each
 * reviewer counts once per person: their counted reviews are summed per pair (reviewee,
 * reviewer) in review_reviewer_stats, and the person's numbers in review_stats and
 * review_skill_stats are sums over the pairs of what each pair contributes (1 to a total when
 * it has a counted review, the average of its ratings to a rating sum), zero for a pair whose
 * reviewer is suspended.
 *
 * A change to review rows updates the pair sums by the difference, and the person's numbers by
 * what the pair contributes after minus before, in the statement that changes the rows (one
 * round trip). The pair row's upsert takes its row lock and returns the latest sums, so
 * concurrent changes to one pair each see the other's result and the differences add up.
 * Averages are rounded to 6 decimals by one expression, so adding and subtracting them is exact
 * and the live sums equal what refreshAggregates computes from scratch (the rebuild test).
 */

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const score = (column: string) => `case ${column} ${Object.entries(ASSESSMENT_SCORES).map(([value, n]) => `when '${value}' then ${n}`).join(' ')} end`;

/** Conditions on a review row `r` (read/public-reviews.ts shows the same reviews publicly). */
const COUNTS = 'not r.flagged_as_suspicious';
const CONFIRMED = `${COUNTS} and r.status = 'confirmed'`;
const PUBLIC = `${CONFIRMED} and not r.is_hidden`;

/** The review columns the sums are made of (`changes` rows carry these with a sign). */
export const COUNTED_COLUMNS =
  'reviewee_id, reviewer_id, status, is_verified, is_hidden, flagged_as_suspicious, rating, technical_skills, work_ethic, communication, professionalism';

/** review_reviewer_stats' sums: column, value per review row, condition. */
const PAIR_SUMS: ReadonlyArray<readonly [column: string, value: string, condition: string]> = [
  ['review_rows', '1', 'true'],
  ['reviews', '1', COUNTS],
  ['rating_sum', 'r.rating', COUNTS],
  ['verified_reviews', '1', `${CONFIRMED} and r.is_verified`],
  ['pending_reviews', '1', `${COUNTS} and r.status = 'pending'`],
  ['public_reviews', '1', PUBLIC],
  ['public_verified_reviews', '1', `${PUBLIC} and r.is_verified`],
  ['public_rating_sum', 'r.rating', PUBLIC],
  // What employers see (DESIGN.md, "What employers see"): the public reviews that are verified.
  ['public_verified_rating_sum', 'r.rating', `${PUBLIC} and r.is_verified`],
  ...SKILLS.flatMap(({ key }) => {
    const c = snake(key);
    return [
      [`${c}_sum`, score(`r.${c}`), CONFIRMED],
      [`${c}_count`, '1', `${CONFIRMED} and r.${c} is not null`],
      [`${c}_public_sum`, score(`r.${c}`), PUBLIC],
      [`${c}_public_count`, '1', `${PUBLIC} and r.${c} is not null`],
    ] as const;
  }),
];
const PAIR_COLUMNS = PAIR_SUMS.map(([column]) => column);

/** The pair sums over review rows `r` carrying a `sign` (1 for a row as it is now, -1 for one as it was). */
const pairSums = () => PAIR_SUMS.map(([column, value, condition]) => `coalesce(sum(r.sign * ${value}) filter (where ${condition}), 0) as ${column}`).join(', ');

/** One decimal is shown; six are kept, by this one expression, so sums of averages stay exact. */
const averageOf = (sum: string, count: string) => `case when ${count} > 0 then round(${sum}::numeric / ${count}, 6) else 0 end`;
const counted = (count: string) => `(${count} > 0)::int`;

/**
 * What one pair adds to its reviewee's numbers, per column of review_stats and (prefixed by
 * the skill) review_skill_stats. `col` gives a pair column's value (now, or before a change).
 */
function contributions(col: (column: string) => string): Array<[string, string]> {
  return [
    ['total_reviews', counted(col('reviews'))],
    ['verified_reviews', counted(col('verified_reviews'))],
    // A to-do count, as the Pending tab lists them: reviews, not reviewers.
    ['pending_reviews', col('pending_reviews')],
    ['rating_sum', averageOf(col('rating_sum'), col('reviews'))],
    ['public_reviews', counted(col('public_reviews'))],
    ['public_verified_reviews', counted(col('public_verified_reviews'))],
    ['public_rating_sum', averageOf(col('public_rating_sum'), col('public_reviews'))],
    ['public_verified_rating_sum', averageOf(col('public_verified_rating_sum'), col('public_verified_reviews'))],
    ...SKILLS.flatMap(({ key }): Array<[string, string]> => {
      const c = snake(key);
      return [
        [`${c}_rating_sum`, averageOf(col(`${c}_sum`), col(`${c}_count`))],
        [`${c}_rating_count`, counted(col(`${c}_count`))],
        [`${c}_public_rating_sum`, averageOf(col(`${c}_public_sum`), col(`${c}_public_count`))],
        [`${c}_public_rating_count`, counted(col(`${c}_public_count`))],
      ];
    }),
  ];
}

const STATS_COLUMNS = ['total_reviews', 'verified_reviews', 'pending_reviews', 'rating_sum', 'public_reviews', 'public_verified_reviews', 'public_rating_sum', 'public_verified_rating_sum'];
const SKILL_COLUMNS = ['rating_sum', 'rating_count', 'public_rating_sum', 'public_rating_count'];

/** A pair's contributions as select-list items; zero while its reviewer is suspended. */
const contributionList = (col: (column: string) => string, suspended: string) =>
  contributions(col).map(([name, value]) => `case when ${suspended} then 0 else ${value} end as ${name}`);

/** Whether the reviewer (a column holding their id) is suspended now (reviews_suspended_accounts, kept by the suspension subscriber). */
export const isSuspended = (reviewerColumn: string) => `exists (select 1 from reviews_suspended_accounts sus where sus.user_id = ${reviewerColumn} and sus.suspended)`;

/**
 * The CTEs that add a `person` CTE's numbers (one row per reviewee, contribution columns) to
 * review_stats and review_skill_stats. A person has all four skill rows as soon as they have a
 * stats row (as the rebuild makes them); a skill row whose numbers do not change is not rewritten.
 */
const ADD_PERSON_NUMBERS = `,
  stats as (
    insert into review_stats as t (user_id, ${STATS_COLUMNS.join(', ')})
    select reviewee_id, ${STATS_COLUMNS.join(', ')} from person
    on conflict (user_id) do update set ${STATS_COLUMNS.map((c) => `${c} = t.${c} + excluded.${c}`).join(', ')}
  ),
  skills as (
    insert into review_skill_stats as t (user_id, skill, ${SKILL_COLUMNS.join(', ')})
    select p.reviewee_id, k.* from person p
    cross join lateral (values ${SKILLS.map(({ key }) => `('${key}', ${SKILL_COLUMNS.map((c) => `p.${snake(key)}_${c}`).join(', ')})`).join(', ')}) as k(skill, ${SKILL_COLUMNS.join(', ')})
    on conflict (user_id, skill) do update set ${SKILL_COLUMNS.map((c) => `${c} = t.${c} + excluded.${c}`).join(', ')}
      where (${SKILL_COLUMNS.map((c) => `excluded.${c}`).join(', ')}) <> (0, 0, 0, 0)
  )`;

/**
 * `changes` rows as review_apply_deltas reads them back from jsonb: a sign, then
 * COUNTED_COLUMNS with reviews' types.
 */
const CHANGE_ROW = 'sign int, reviewee_id uuid, reviewer_id uuid, status text, is_verified boolean, is_hidden boolean, flagged_as_suspicious boolean, rating smallint, technical_skills text, work_ethic text, communication text, professionalism text';

/**
 * The body of the PL/pgSQL function review_apply_deltas(rows_changed jsonb) returns uuid: from
 * review rows after (sign 1) and before (sign -1) a change, updates the pairs and the people by
 * the difference; answers the reviewee (of the row after the change, else before).
 *
 * A function and not a statement of its own because this SQL is large: planned anew on every
 * review write it cost more than running it (about 1 ms of planning, 3 ms with 32 writers on
 * two cores). A PL/pgSQL function's statements are planned once per connection (ADR 0060).
 * Migrations freeze it; test/platform/planned-once-functions.int-spec.ts fails when this text and
 * the database's function differ, so a change here comes with a migration.
 */
export const APPLY_DELTAS_FUNCTION_BODY = `
declare
  changed_reviewee uuid;
begin
  with changes as (select * from jsonb_to_recordset(rows_changed) as c(${CHANGE_ROW})),
  pair_delta as (select r.reviewee_id, r.reviewer_id, ${pairSums()} from changes r group by r.reviewee_id, r.reviewer_id),
  pair as (
    insert into review_reviewer_stats as t (reviewee_id, reviewer_id, reviewer_suspended, ${PAIR_COLUMNS.join(', ')})
    select d.reviewee_id, d.reviewer_id, ${isSuspended('d.reviewer_id')}, ${PAIR_COLUMNS.map((c) => `d.${c}`).join(', ')} from pair_delta d
    on conflict (reviewee_id, reviewer_id) do update set ${PAIR_COLUMNS.map((c) => `${c} = t.${c} + excluded.${c}`).join(', ')}
    returning *
  ),
  person as (
    select p.reviewee_id, ${contributions((c) => `p.${c}`)
      .map(([name, now], i) => {
        const before = contributions((c) => `(p.${c} - d.${c})`)[i][1];
        return `sum(case when p.reviewer_suspended then 0 else (${now}) - (${before}) end) as ${name}`;
      })
      .join(', ')}
    from pair p join pair_delta d on d.reviewee_id = p.reviewee_id and d.reviewer_id = p.reviewer_id
    group by p.reviewee_id
  )${ADD_PERSON_NUMBERS}
  select reviewee_id into changed_reviewee from changes order by sign desc limit 1;
  return changed_reviewee;
end;
`;

/**
 * The tail of one statement whose CTE `changes` holds review rows after (sign 1) and before
 * (sign -1) a change, with COUNTED_COLUMNS: updates the pairs and the people by the difference
 * (review_apply_deltas). Selects the reviewee (of the row after the change, else before; null
 * when nothing changed).
 */
export const APPLY_DELTAS = `
  select review_apply_deltas((select jsonb_agg(c) from changes c)) as reviewee_id`;

/**
 * One statement (params: suspended, reviewer id, suspended): marks the reviewer's pairs
 * suspended or not, and takes their contributions out of (or puts them back into) each
 * reviewee's numbers. Answers the reviewees whose numbers changed; a pair already in that
 * state is left alone, so applying the same state twice changes nothing.
 */
export const SET_REVIEWER_SUSPENDED = `with
  pair as (update review_reviewer_stats set reviewer_suspended = ? where reviewer_id = ? and reviewer_suspended <> ? returning *),
  person as (
    select p.reviewee_id, ${contributions((c) => `p.${c}`)
      .map(([name, value]) => `sum(case when p.reviewer_suspended then -(${value}) else ${value} end) as ${name}`)
      .join(', ')}
    from pair p group by p.reviewee_id
  )${ADD_PERSON_NUMBERS}
  select reviewee_id as "revieweeId" from person`;

/**
 * After a review row was deleted: a pair without review rows has no row, nor a person without
 * pairs (as a rebuild leaves them). Params: the reviewee, five times.
 */
export const DROP_EMPTY_ROWS = `with
  pairs as (delete from review_reviewer_stats where reviewee_id = ? and review_rows = 0),
  stats as (delete from review_stats where user_id = ? and not exists (select 1 from review_reviewer_stats where reviewee_id = ? and review_rows > 0))
  delete from review_skill_stats where user_id = ? and not exists (select 1 from review_reviewer_stats where reviewee_id = ? and review_rows > 0)`;

/**
 * Recomputes the pairs and the people's numbers from `reviews` and the suspended accounts, for
 * one reviewee (`where` and `params`) or everyone: the statements the rebuild and the account
 * deletion run, and the ones the live differences must add up to.
 */
export function refreshStatements(userId: string | null): Array<{ sql: string; params: unknown[] }> {
  const one = (column: string) => (userId ? `where ${column} = ?` : '');
  const params = userId ? [userId] : [];
  return [
    { sql: `delete from review_reviewer_stats ${one('reviewee_id')}`, params },
    {
      sql: `insert into review_reviewer_stats (reviewee_id, reviewer_id, reviewer_suspended, ${PAIR_COLUMNS.join(', ')})
            select r.reviewee_id, r.reviewer_id, ${isSuspended('r.reviewer_id')}, ${pairSums()}
            from (select 1 as sign, * from reviews) r ${one('r.reviewee_id')} group by r.reviewee_id, r.reviewer_id`,
      params,
    },
    { sql: `delete from review_stats ${one('user_id')}`, params },
    { sql: `delete from review_skill_stats ${one('user_id')}`, params },
    {
      sql: `with person as (
              select x.reviewee_id, ${STATS_COLUMNS.concat(SKILLS.flatMap(({ key }) => SKILL_COLUMNS.map((c) => `${snake(key)}_${c}`))).map((c) => `sum(x.${c}) as ${c}`).join(', ')}
              from (select p.reviewee_id, ${contributionList((c) => `p.${c}`, 'p.reviewer_suspended').join(', ')} from review_reviewer_stats p ${one('p.reviewee_id')}) x
              group by x.reviewee_id
            )${ADD_PERSON_NUMBERS}
            select 1`,
      params,
    },
  ];
}
