import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReviewSummary } from '../contracts/get-review-summary.query.js';
import type { PublicReview } from '../contracts/list-public-reviews.query.js';
import { SKILLS } from '../domain/review-values.js';
import { countsAndShows } from './counted.js';
import { average, iso, uuidArray } from './sql.js';

/** One person's row of review_stats with their public skill sums, as one statement reads them. */
export interface StatsRow {
  total: number;
  verified: number;
  pending: number;
  sum: number;
  publicTotal: number;
  publicVerified: number;
  publicSum: number;
  publicVerifiedSum: number;
  skills: Array<{ skill: string; sum: number; count: number }>;
}

const NO_REVIEWS: StatsRow = { total: 0, verified: 0, pending: 0, sum: 0, publicTotal: 0, publicVerified: 0, publicSum: 0, publicVerifiedSum: 0, skills: [] };

/** review_stats columns as a StatsRow, with the person's public skill sums (alias `s`). */
const STATS_ROW = `total_reviews as total, verified_reviews as verified, pending_reviews as pending, rating_sum::float8 as sum,
  public_reviews as "publicTotal", public_verified_reviews as "publicVerified", public_rating_sum::float8 as "publicSum",
  public_verified_rating_sum::float8 as "publicVerifiedSum",
  (select coalesce(json_agg(json_build_object('skill', k.skill, 'sum', k.public_rating_sum::float8, 'count', k.public_rating_count)), '[]')
   from review_skill_stats k where k.user_id = s.user_id) as skills`;

/** The person's aggregates (projections kept by ReviewProjector); zeros when they have no reviews. */
async function statsRow(em: EntityManager, userId: string): Promise<StatsRow> {
  const rows = await em.execute<StatsRow[]>(`select ${STATS_ROW} from review_stats s where user_id = ?`, [userId]);
  return rows[0] ?? NO_REVIEWS;
}

/** The public numbers of a stats row, skills in display order and rated ones only. */
export function publicSummaryOf(row: StatsRow): ReviewSummary {
  return {
    totalReviews: row.publicTotal,
    verifiedReviews: row.publicVerified,
    averageRating: average(row.publicSum, row.publicTotal),
    skills: SKILLS.flatMap(({ key, label }) => {
      const skill = row.skills.find((s) => s.skill === key);
      return skill && skill.count > 0 ? [{ name: label, averageRating: average(skill.sum, skill.count) }] : [];
    }),
  };
}

/** What employers see of a stats row: the public verified reviews only, each reviewer once. */
export function employerSummaryOf(row: Pick<StatsRow, 'publicVerified' | 'publicVerifiedSum'>): { verifiedReviews: number; averageRating: number | null } {
  return { verifiedReviews: row.publicVerified, averageRating: row.publicVerified > 0 ? average(row.publicVerifiedSum, row.publicVerified) : null };
}

/**
 * The public profile's numbers: only reviews the owner confirmed and has not hidden count,
 * so a hidden or unconfirmed review leaves no trace on a shared profile (spec section 4:
 * hidden reviews are removed from the public profile). The owner's own dashboard keeps the
 * full numbers. Both are kept in review_stats and review_skill_stats, updated by each change;
 * in both, each reviewer counts once and flagged reviews and suspended reviewers' do not
 * count (projections/review-aggregates.ts).
 */
export async function publicSummary(em: EntityManager, userId: string): Promise<ReviewSummary> {
  return publicSummaryOf(await statsRow(em, userId));
}

/** Publicly displayable: confirmed, verified, not hidden, counted (no unresolved flag, reviewer not suspended). */
const PUBLIC_REVIEWS = `select id, status, is_verified as "isVerified", rating, text, context, duration, reviewer_name as "reviewerName",
  reviewer_work_position as "reviewerWorkPosition", ${iso('created_at')} as "createdAt",
  case when served_together is null then null
       else json_build_object('vesselName', served_together->>'vesselName', 'from', served_together->>'from', 'to', served_together->>'to',
         'serviceConfirmed', service_confirmed) end as "servedTogether"
  from reviews where status = 'confirmed' and is_verified and not is_hidden and ${countsAndShows('reviews')}`;

/** A person's public reviews, newest first. */
export function publicReviews(em: EntityManager, userId: string, limit: number): Promise<PublicReview[]> {
  return em.execute(`${PUBLIC_REVIEWS} and reviewee_id = ? order by created_at desc, id desc limit ?`, [userId, limit]);
}

/** What a change to some reviews left: each review as the public sees it and its people's stats rows. */
export interface ChangedViews {
  /** By review id; a review deleted since has none. `review` is null when the review is not public. */
  reviews: Map<string, { review: PublicReview | null; authorId: string }>;
  /** By person; zeros for a person without reviews. */
  stats: Map<string, StatsRow>;
}

/**
 * The body of review_changed_views(review_ids uuid[], user_ids uuid[]) returns json: each
 * review as the public sees it (with its author) and each person's stats row. A PL/pgSQL
 * function so that a connection plans it once: every review write publishes what it changed,
 * and planning this statement cost ten times running it (0.33 ms against 0.06, ADR 0060).
 * Migrations freeze it; test/platform/planned-once-functions.int-spec.ts compares the two.
 */
export const CHANGED_VIEWS_FUNCTION_BODY = `
begin
  return json_build_object(
    'reviews', (select coalesce(json_agg(json_build_object('id', r.id, 'authorId', r.reviewer_id,
                  'review', (select to_json(p) from (${PUBLIC_REVIEWS} and id = r.id) p))), '[]')
                from reviews r where r.id = any(review_ids)),
    'stats', (select coalesce(json_agg(x), '[]') from (select s.user_id as "userId", ${STATS_ROW} from review_stats s where s.user_id = any(user_ids)) x));
end;
`;

/** ChangedViews in one call (one round trip), however many reviews and people changed. */
export async function changedViews(em: EntityManager, reviewIds: readonly string[], userIds: readonly string[]): Promise<ChangedViews> {
  const [{ views: row }] = await em.execute<Array<{ views: {
    reviews: Array<{ id: string; authorId: string; review: PublicReview | null }>;
    stats: Array<StatsRow & { userId: string }>;
  } }>>('select review_changed_views(?::uuid[], ?::uuid[]) as views', [uuidArray(reviewIds), uuidArray(userIds)]);
  const stats = new Map(row.stats.map(({ userId, ...numbers }) => [userId, numbers]));
  return {
    reviews: new Map(row.reviews.map(({ id, ...view }) => [id, view])),
    stats: new Map(userIds.map((id) => [id, stats.get(id) ?? NO_REVIEWS])),
  };
}
