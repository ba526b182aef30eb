import { Migration } from '@mikro-orm/migrations';

/**
 * review_apply_deltas (ADR 0060): the per-person numbers' update by the difference of a review
 * change (review-aggregates.ts, APPLY_DELTAS_FUNCTION_BODY), as a PL/pgSQL function so that each
 * connection plans its statements once instead of on every review write. The body is frozen
 * here as the generator wrote it (only its long lines wrapped);
 * test/platform/planned-once-functions.int-spec.ts compares the two.
 */
export class Migration20261207090000_review_apply_deltas extends Migration {

  override name = 'Migration20261207090000_review_apply_deltas';

  override async up(): Promise<void> {
    await this.execute(`create function review_apply_deltas(rows_changed jsonb) returns uuid language plpgsql as $$
declare
  changed_reviewee uuid;
begin
  with changes as (select * from jsonb_to_recordset(rows_changed) as c(sign int, reviewee_id uuid, reviewer_id uuid, status text, is_verified boolean,
      is_hidden boolean, flagged_as_suspicious boolean, rating smallint, technical_skills text, work_ethic text, communication text, professionalism text)),
  pair_delta as (select r.reviewee_id, r.reviewer_id, coalesce(sum(r.sign * 1) filter (where true), 0) as review_rows,
      coalesce(sum(r.sign * 1) filter (where not r.flagged_as_suspicious), 0) as reviews,
      coalesce(sum(r.sign * r.rating) filter (where not r.flagged_as_suspicious), 0) as rating_sum,
      coalesce(sum(r.sign * 1) filter (where not r.flagged_as_suspicious and r.status = 'confirmed' and r.is_verified), 0) as verified_reviews,
      coalesce(sum(r.sign * 1) filter (where not r.flagged_as_suspicious and r.status = 'pending'), 0) as pending_reviews,
      coalesce(sum(r.sign * 1) filter (where not r.flagged_as_suspicious and r.status = 'confirmed' and not r.is_hidden), 0) as public_reviews,
      coalesce(sum(r.sign * 1) filter (where not r.flagged_as_suspicious and r.status = 'confirmed' and not r.is_hidden and r.is_verified),
      0) as public_verified_reviews, coalesce(sum(r.sign * r.rating) filter (where not r.flagged_as_suspicious and r.status = 'confirmed' and not r.is_hidden),
      0) as public_rating_sum, coalesce(sum(r.sign * r.rating) filter (where not r.flagged_as_suspicious and r.status = 'confirmed' and not r.is_hidden and r.is_verified), 0) as public_verified_rating_sum, coalesce(sum(r.sign * case r.technical_skills when 'excellent' then 5 when 'very-good' then 4 when 'good' then 3 when 'fair' then 2 when 'needs-improvement' then 1 end) filter (where not r.flagged_as_suspicious and r.status = 'confirmed'), 0) as technical_skills_sum, coalesce(sum(r.sign * 1) filter (where not r.flagged_as_suspicious and r.status = 'confirmed' and r.technical_skills is not null), 0) as technical_skills_count, coalesce(sum(r.sign * case r.technical_skills when 'excellent' then 5 when 'very-good' then 4 when 'good' then 3 when 'fair' then 2 when 'needs-improvement' then 1 end) filter (where not r.flagged_as_suspicious and r.status = 'confirmed' and not r.is_hidden), 0) as technical_skills_public_sum, coalesce(sum(r.sign * 1) filter (where not r.flagged_as_suspicious and r.status = 'confirmed' and not r.is_hidden and r.technical_skills is not null), 0) as technical_skills_public_count, coalesce(sum(r.sign * case r.work_ethic when 'excellent' then 5 when 'very-good' then 4 when 'good' then 3 when 'fair' then 2 when 'needs-improvement' then 1 end) filter (where not r.flagged_as_suspicious and r.status = 'confirmed'), 0) as work_ethic_sum, coalesce(sum(r.sign * 1) filter (where not r.flagged_as_suspicious and r.status = 'confirmed' and r.work_ethic is not null), 0) as work_ethic_count, coalesce(sum(r.sign * case r.work_ethic when 'excellent' then 5 when 'very-good' then 4 when 'good' then 3 when 'fair' then 2 when 'needs-improvement' then 1 end) filter (where not r.flagged_as_suspicious and r.status = 'confirmed' and not r.is_hidden), 0) as work_ethic_public_sum, coalesce(sum(r.sign * 1) filter (where not r.flagged_as_suspicious and r.status = 'confirmed' and not r.is_hidden and r.work_ethic is not null), 0) as work_ethic_public_count, coalesce(sum(r.sign * case r.communication when 'excellent' then 5 when 'very-good' then 4 when 'good' then 3 when 'fair' then 2 when 'needs-improvement' then 1 end) filter (where not r.flagged_as_suspicious and r.status = 'confirmed'), 0) as communication_sum, coalesce(sum(r.sign * 1) filter (where not r.flagged_as_suspicious and r.status = 'confirmed' and r.communication is not null), 0) as communication_count, coalesce(sum(r.sign * case r.communication when 'excellent' then 5 when 'very-good' then 4 when 'good' then 3 when 'fair' then 2 when 'needs-improvement' then 1 end) filter (where not r.flagged_as_suspicious and r.status = 'confirmed' and not r.is_hidden), 0) as communication_public_sum, coalesce(sum(r.sign * 1) filter (where not r.flagged_as_suspicious and r.status = 'confirmed' and not r.is_hidden and r.communication is not null), 0) as communication_public_count, coalesce(sum(r.sign * case r.professionalism when 'excellent' then 5 when 'very-good' then 4 when 'good' then 3 when 'fair' then 2 when 'needs-improvement' then 1 end) filter (where not r.flagged_as_suspicious and r.status = 'confirmed'), 0) as professionalism_sum, coalesce(sum(r.sign * 1) filter (where not r.flagged_as_suspicious and r.status = 'confirmed' and r.professionalism is not null), 0) as professionalism_count, coalesce(sum(r.sign * case r.professionalism when 'excellent' then 5 when 'very-good' then 4 when 'good' then 3 when 'fair' then 2 when 'needs-improvement' then 1 end) filter (where not r.flagged_as_suspicious and r.status = 'confirmed' and not r.is_hidden), 0) as professionalism_public_sum, coalesce(sum(r.sign * 1) filter (where not r.flagged_as_suspicious and r.status = 'confirmed' and not r.is_hidden and r.professionalism is not null), 0) as professionalism_public_count from changes r group by r.reviewee_id, r.reviewer_id),
  pair as (
    insert into review_reviewer_stats as t (reviewee_id, reviewer_id, reviewer_suspended, review_rows, reviews, rating_sum, verified_reviews, pending_reviews,
      public_reviews, public_verified_reviews, public_rating_sum, public_verified_rating_sum, technical_skills_sum, technical_skills_count,
      technical_skills_public_sum, technical_skills_public_count, work_ethic_sum, work_ethic_count, work_ethic_public_sum, work_ethic_public_count,
      communication_sum, communication_count, communication_public_sum, communication_public_count, professionalism_sum, professionalism_count,
      professionalism_public_sum, professionalism_public_count)
    select d.reviewee_id, d.reviewer_id, exists (select 1 from reviews_suspended_accounts sus where sus.user_id = d.reviewer_id and sus.suspended),
      d.review_rows, d.reviews, d.rating_sum, d.verified_reviews, d.pending_reviews, d.public_reviews, d.public_verified_reviews, d.public_rating_sum,
      d.public_verified_rating_sum, d.technical_skills_sum, d.technical_skills_count, d.technical_skills_public_sum, d.technical_skills_public_count,
      d.work_ethic_sum, d.work_ethic_count, d.work_ethic_public_sum, d.work_ethic_public_count, d.communication_sum, d.communication_count,
      d.communication_public_sum, d.communication_public_count, d.professionalism_sum, d.professionalism_count, d.professionalism_public_sum,
      d.professionalism_public_count from pair_delta d
    on conflict (reviewee_id, reviewer_id) do update set review_rows = t.review_rows + excluded.review_rows, reviews = t.reviews + excluded.reviews,
      rating_sum = t.rating_sum + excluded.rating_sum, verified_reviews = t.verified_reviews + excluded.verified_reviews,
      pending_reviews = t.pending_reviews + excluded.pending_reviews, public_reviews = t.public_reviews + excluded.public_reviews,
      public_verified_reviews = t.public_verified_reviews + excluded.public_verified_reviews,
      public_rating_sum = t.public_rating_sum + excluded.public_rating_sum,
      public_verified_rating_sum = t.public_verified_rating_sum + excluded.public_verified_rating_sum,
      technical_skills_sum = t.technical_skills_sum + excluded.technical_skills_sum,
      technical_skills_count = t.technical_skills_count + excluded.technical_skills_count,
      technical_skills_public_sum = t.technical_skills_public_sum + excluded.technical_skills_public_sum,
      technical_skills_public_count = t.technical_skills_public_count + excluded.technical_skills_public_count,
      work_ethic_sum = t.work_ethic_sum + excluded.work_ethic_sum, work_ethic_count = t.work_ethic_count + excluded.work_ethic_count,
      work_ethic_public_sum = t.work_ethic_public_sum + excluded.work_ethic_public_sum,
      work_ethic_public_count = t.work_ethic_public_count + excluded.work_ethic_public_count,
      communication_sum = t.communication_sum + excluded.communication_sum, communication_count = t.communication_count + excluded.communication_count,
      communication_public_sum = t.communication_public_sum + excluded.communication_public_sum,
      communication_public_count = t.communication_public_count + excluded.communication_public_count,
      professionalism_sum = t.professionalism_sum + excluded.professionalism_sum,
      professionalism_count = t.professionalism_count + excluded.professionalism_count,
      professionalism_public_sum = t.professionalism_public_sum + excluded.professionalism_public_sum,
      professionalism_public_count = t.professionalism_public_count + excluded.professionalism_public_count
    returning *
  ),
  person as (
    select p.reviewee_id, sum(case when p.reviewer_suspended then 0 else ((p.reviews > 0)::int) - (((p.reviews - d.reviews) > 0)::int) end) as total_reviews,
      sum(case when p.reviewer_suspended then 0 else ((p.verified_reviews > 0)::int) - (((p.verified_reviews - d.verified_reviews) > 0)::int) end) as verified_reviews, sum(case when p.reviewer_suspended then 0 else (p.pending_reviews) - ((p.pending_reviews - d.pending_reviews)) end) as pending_reviews, sum(case when p.reviewer_suspended then 0 else (case when p.reviews > 0 then round(p.rating_sum::numeric / p.reviews, 6) else 0 end) - (case when (p.reviews - d.reviews) > 0 then round((p.rating_sum - d.rating_sum)::numeric / (p.reviews - d.reviews), 6) else 0 end) end) as rating_sum, sum(case when p.reviewer_suspended then 0 else ((p.public_reviews > 0)::int) - (((p.public_reviews - d.public_reviews) > 0)::int) end) as public_reviews, sum(case when p.reviewer_suspended then 0 else ((p.public_verified_reviews > 0)::int) - (((p.public_verified_reviews - d.public_verified_reviews) > 0)::int) end) as public_verified_reviews, sum(case when p.reviewer_suspended then 0 else (case when p.public_reviews > 0 then round(p.public_rating_sum::numeric / p.public_reviews, 6) else 0 end) - (case when (p.public_reviews - d.public_reviews) > 0 then round((p.public_rating_sum - d.public_rating_sum)::numeric / (p.public_reviews - d.public_reviews), 6) else 0 end) end) as public_rating_sum, sum(case when p.reviewer_suspended then 0 else (case when p.public_verified_reviews > 0 then round(p.public_verified_rating_sum::numeric / p.public_verified_reviews, 6) else 0 end) - (case when (p.public_verified_reviews - d.public_verified_reviews) > 0 then round((p.public_verified_rating_sum - d.public_verified_rating_sum)::numeric / (p.public_verified_reviews - d.public_verified_reviews), 6) else 0 end) end) as public_verified_rating_sum, sum(case when p.reviewer_suspended then 0 else (case when p.technical_skills_count > 0 then round(p.technical_skills_sum::numeric / p.technical_skills_count, 6) else 0 end) - (case when (p.technical_skills_count - d.technical_skills_count) > 0 then round((p.technical_skills_sum - d.technical_skills_sum)::numeric / (p.technical_skills_count - d.technical_skills_count), 6) else 0 end) end) as technical_skills_rating_sum, sum(case when p.reviewer_suspended then 0 else ((p.technical_skills_count > 0)::int) - (((p.technical_skills_count - d.technical_skills_count) > 0)::int) end) as technical_skills_rating_count, sum(case when p.reviewer_suspended then 0 else (case when p.technical_skills_public_count > 0 then round(p.technical_skills_public_sum::numeric / p.technical_skills_public_count, 6) else 0 end) - (case when (p.technical_skills_public_count - d.technical_skills_public_count) > 0 then round((p.technical_skills_public_sum - d.technical_skills_public_sum)::numeric / (p.technical_skills_public_count - d.technical_skills_public_count), 6) else 0 end) end) as technical_skills_public_rating_sum, sum(case when p.reviewer_suspended then 0 else ((p.technical_skills_public_count > 0)::int) - (((p.technical_skills_public_count - d.technical_skills_public_count) > 0)::int) end) as technical_skills_public_rating_count, sum(case when p.reviewer_suspended then 0 else (case when p.work_ethic_count > 0 then round(p.work_ethic_sum::numeric / p.work_ethic_count, 6) else 0 end) - (case when (p.work_ethic_count - d.work_ethic_count) > 0 then round((p.work_ethic_sum - d.work_ethic_sum)::numeric / (p.work_ethic_count - d.work_ethic_count), 6) else 0 end) end) as work_ethic_rating_sum, sum(case when p.reviewer_suspended then 0 else ((p.work_ethic_count > 0)::int) - (((p.work_ethic_count - d.work_ethic_count) > 0)::int) end) as work_ethic_rating_count, sum(case when p.reviewer_suspended then 0 else (case when p.work_ethic_public_count > 0 then round(p.work_ethic_public_sum::numeric / p.work_ethic_public_count, 6) else 0 end) - (case when (p.work_ethic_public_count - d.work_ethic_public_count) > 0 then round((p.work_ethic_public_sum - d.work_ethic_public_sum)::numeric / (p.work_ethic_public_count - d.work_ethic_public_count), 6) else 0 end) end) as work_ethic_public_rating_sum, sum(case when p.reviewer_suspended then 0 else ((p.work_ethic_public_count > 0)::int) - (((p.work_ethic_public_count - d.work_ethic_public_count) > 0)::int) end) as work_ethic_public_rating_count, sum(case when p.reviewer_suspended then 0 else (case when p.communication_count > 0 then round(p.communication_sum::numeric / p.communication_count, 6) else 0 end) - (case when (p.communication_count - d.communication_count) > 0 then round((p.communication_sum - d.communication_sum)::numeric / (p.communication_count - d.communication_count), 6) else 0 end) end) as communication_rating_sum, sum(case when p.reviewer_suspended then 0 else ((p.communication_count > 0)::int) - (((p.communication_count - d.communication_count) > 0)::int) end) as communication_rating_count, sum(case when p.reviewer_suspended then 0 else (case when p.communication_public_count > 0 then round(p.communication_public_sum::numeric / p.communication_public_count, 6) else 0 end) - (case when (p.communication_public_count - d.communication_public_count) > 0 then round((p.communication_public_sum - d.communication_public_sum)::numeric / (p.communication_public_count - d.communication_public_count), 6) else 0 end) end) as communication_public_rating_sum, sum(case when p.reviewer_suspended then 0 else ((p.communication_public_count > 0)::int) - (((p.communication_public_count - d.communication_public_count) > 0)::int) end) as communication_public_rating_count, sum(case when p.reviewer_suspended then 0 else (case when p.professionalism_count > 0 then round(p.professionalism_sum::numeric / p.professionalism_count, 6) else 0 end) - (case when (p.professionalism_count - d.professionalism_count) > 0 then round((p.professionalism_sum - d.professionalism_sum)::numeric / (p.professionalism_count - d.professionalism_count), 6) else 0 end) end) as professionalism_rating_sum, sum(case when p.reviewer_suspended then 0 else ((p.professionalism_count > 0)::int) - (((p.professionalism_count - d.professionalism_count) > 0)::int) end) as professionalism_rating_count, sum(case when p.reviewer_suspended then 0 else (case when p.professionalism_public_count > 0 then round(p.professionalism_public_sum::numeric / p.professionalism_public_count, 6) else 0 end) - (case when (p.professionalism_public_count - d.professionalism_public_count) > 0 then round((p.professionalism_public_sum - d.professionalism_public_sum)::numeric / (p.professionalism_public_count - d.professionalism_public_count), 6) else 0 end) end) as professionalism_public_rating_sum, sum(case when p.reviewer_suspended then 0 else ((p.professionalism_public_count > 0)::int) - (((p.professionalism_public_count - d.professionalism_public_count) > 0)::int) end) as professionalism_public_rating_count
    from pair p join pair_delta d on d.reviewee_id = p.reviewee_id and d.reviewer_id = p.reviewer_id
    group by p.reviewee_id
  ),
  stats as (
    insert into review_stats as t (user_id, total_reviews, verified_reviews, pending_reviews, rating_sum, public_reviews, public_verified_reviews,
      public_rating_sum, public_verified_rating_sum)
    select reviewee_id, total_reviews, verified_reviews, pending_reviews, rating_sum, public_reviews, public_verified_reviews, public_rating_sum,
      public_verified_rating_sum from person
    on conflict (user_id) do update set total_reviews = t.total_reviews + excluded.total_reviews,
      verified_reviews = t.verified_reviews + excluded.verified_reviews, pending_reviews = t.pending_reviews + excluded.pending_reviews,
      rating_sum = t.rating_sum + excluded.rating_sum, public_reviews = t.public_reviews + excluded.public_reviews,
      public_verified_reviews = t.public_verified_reviews + excluded.public_verified_reviews,
      public_rating_sum = t.public_rating_sum + excluded.public_rating_sum,
      public_verified_rating_sum = t.public_verified_rating_sum + excluded.public_verified_rating_sum
  ),
  skills as (
    insert into review_skill_stats as t (user_id, skill, rating_sum, rating_count, public_rating_sum, public_rating_count)
    select p.reviewee_id, k.* from person p
    cross join lateral (values ('technicalSkills', p.technical_skills_rating_sum, p.technical_skills_rating_count, p.technical_skills_public_rating_sum,
      p.technical_skills_public_rating_count), ('workEthic', p.work_ethic_rating_sum, p.work_ethic_rating_count, p.work_ethic_public_rating_sum,
      p.work_ethic_public_rating_count), ('communication', p.communication_rating_sum, p.communication_rating_count, p.communication_public_rating_sum,
      p.communication_public_rating_count), ('professionalism', p.professionalism_rating_sum, p.professionalism_rating_count,
      p.professionalism_public_rating_sum, p.professionalism_public_rating_count)) as k(skill, rating_sum, rating_count, public_rating_sum, public_rating_count)
    on conflict (user_id, skill) do update set rating_sum = t.rating_sum + excluded.rating_sum, rating_count = t.rating_count + excluded.rating_count,
      public_rating_sum = t.public_rating_sum + excluded.public_rating_sum, public_rating_count = t.public_rating_count + excluded.public_rating_count
      where (excluded.rating_sum, excluded.rating_count, excluded.public_rating_sum, excluded.public_rating_count) <> (0, 0, 0, 0)
  )
  select reviewee_id into changed_reviewee from changes order by sign desc limit 1;
  return changed_reviewee;
end;
$$;`);
  }

  override async down(): Promise<void> {
    await this.execute(`drop function if exists review_apply_deltas(jsonb);`);
  }
}
