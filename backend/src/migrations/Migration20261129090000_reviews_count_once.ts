import { Migration } from '@mikro-orm/migrations';

/**
 * Which reviews count (DESIGN.md, "Repeat reviews", "Suspension"; ADR 0034):
 * - review_reviewer_stats: per reviewee and reviewer, the sums of the reviewer's counted
 *   reviews (not flagged), so each reviewer counts once, with their average;
 * - reviews_suspended_accounts: accounts identity announced as suspended (their pairs count
 *   for nothing);
 * - review_stats and review_skill_stats hold sums of reviewers' averages (numeric, 6 decimals)
 *   and counts of reviewers, recomputed here from the reviews;
 * - review_request_claim also answers the reviews the address already wrote for the requester,
 *   with their vessels (once per vessel), through an index on (requester_id, reviewer_email)
 *   that replaces the pending-only one.
 *
 * The recomputation is written out here as it is at this change (the projector's statements,
 * projections/review-aggregates.ts, may change later; this migration must not).
 */
const SKILLS = ['technical_skills', 'work_ethic', 'communication', 'professionalism'];
const SKILL_KEYS = ['technicalSkills', 'workEthic', 'communication', 'professionalism'];
const SCORE = (c: string) => `case r.${c} when 'excellent' then 5 when 'very-good' then 4 when 'good' then 3 when 'fair' then 2 when 'needs-improvement' then 1 end`;
const COUNTS = 'not r.flagged_as_suspicious';
const CONFIRMED = `${COUNTS} and r.status = 'confirmed'`;
const PUBLIC = `${CONFIRMED} and not r.is_hidden`;
const PAIR_SUMS: Array<[string, string, string]> = [
  ['review_rows', '1', 'true'],
  ['reviews', '1', COUNTS],
  ['rating_sum', 'r.rating', COUNTS],
  ['verified_reviews', '1', `${CONFIRMED} and r.is_verified`],
  ['pending_reviews', '1', `${COUNTS} and r.status = 'pending'`],
  ['public_reviews', '1', PUBLIC],
  ['public_verified_reviews', '1', `${PUBLIC} and r.is_verified`],
  ['public_rating_sum', 'r.rating', PUBLIC],
  ...SKILLS.flatMap((c): Array<[string, string, string]> => [
    [`${c}_sum`, SCORE(c), CONFIRMED],
    [`${c}_count`, '1', `${CONFIRMED} and r.${c} is not null`],
    [`${c}_public_sum`, SCORE(c), PUBLIC],
    [`${c}_public_count`, '1', `${PUBLIC} and r.${c} is not null`],
  ]),
];
const average = (sum: string, count: string) => `case when p.${count} > 0 then round(p.${sum}::numeric / p.${count}, 6) else 0 end`;
const once = (count: string) => `(p.${count} > 0)::int`;
const live = (value: string) => `sum(case when p.reviewer_suspended then 0 else ${value} end)`;

export class Migration20261129090000_reviews_count_once extends Migration {

  override name = 'Migration20261129090000_reviews_count_once';

  override async up(): Promise<void> {
    await this.execute(`create table "reviews_suspended_accounts" ("user_id" uuid not null, "suspended" boolean not null, "position" bigint not null, primary key ("user_id"));`);
    await this.execute(`create table "review_reviewer_stats" ("reviewee_id" uuid not null, "reviewer_id" uuid not null, "reviewer_suspended" boolean not null, ${PAIR_SUMS.map(([c]) => `"${c}" int not null`).join(', ')}, primary key ("reviewee_id", "reviewer_id"));`);
    await this.execute(`create index "review_reviewer_stats_reviewer_id_index" on "review_reviewer_stats" ("reviewer_id");`);
    await this.execute(`alter table "review_stats" alter column "rating_sum" type numeric(14,6) using ("rating_sum"::numeric(14,6)), alter column "public_rating_sum" type numeric(14,6) using ("public_rating_sum"::numeric(14,6));`);
    await this.execute(`alter table "review_skill_stats" alter column "rating_sum" type numeric(14,6) using ("rating_sum"::numeric(14,6)), alter column "public_rating_sum" type numeric(14,6) using ("public_rating_sum"::numeric(14,6));`);

    await this.execute(`insert into review_reviewer_stats (reviewee_id, reviewer_id, reviewer_suspended, ${PAIR_SUMS.map(([c]) => c).join(', ')})
      select r.reviewee_id, r.reviewer_id, false, ${PAIR_SUMS.map(([, value, condition]) => `coalesce(sum(${value}) filter (where ${condition}), 0)`).join(', ')}
      from reviews r group by r.reviewee_id, r.reviewer_id;`);
    await this.execute(`delete from review_stats;`);
    await this.execute(`insert into review_stats (user_id, total_reviews, verified_reviews, pending_reviews, rating_sum, public_reviews, public_verified_reviews, public_rating_sum)
      select p.reviewee_id, ${[once('reviews'), once('verified_reviews'), 'p.pending_reviews', average('rating_sum', 'reviews'), once('public_reviews'), once('public_verified_reviews'), average('public_rating_sum', 'public_reviews')].map(live).join(', ')}
      from review_reviewer_stats p group by p.reviewee_id;`);
    await this.execute(`delete from review_skill_stats;`);
    await this.execute(`insert into review_skill_stats (user_id, skill, rating_sum, rating_count, public_rating_sum, public_rating_count)
      ${SKILLS.map((c, i) => `select p.reviewee_id, '${SKILL_KEYS[i]}', ${[average(`${c}_sum`, `${c}_count`), once(`${c}_count`), average(`${c}_public_sum`, `${c}_public_count`), once(`${c}_public_count`)].map(live).join(', ')}
         from review_reviewer_stats p group by p.reviewee_id`).join(' union all ')};`);

    await this.execute(`drop index if exists "review_requests_pending_index";`);
    await this.execute(`create index "review_requests_requester_id_reviewer_email_index" on "review_requests" ("requester_id", "reviewer_email");`);
    // The same lock key and pending check as before; the answer is new (a json array), so the
    // function is replaced rather than altered (its return type changes).
    await this.execute(`drop function if exists review_request_claim(uuid, text);`);
    await this.execute(`create function review_request_claim(requester uuid, email text) returns json language plpgsql volatile as $$
      begin
        perform pg_advisory_xact_lock(hashtext('reviews.pending-request'), hashtext(requester::text || ' ' || email));
        if exists (select 1 from review_requests where requester_id = requester and reviewer_email = email and state = 'pending') then
          raise exception using errcode = 'unique_violation', constraint = 'review_requests_one_pending',
            message = 'a pending review request from this requester to this address exists';
        end if;
        return (select coalesce(json_agg(json_build_object('reviewerName', v.reviewer_name, 'imoNumber', q.service->>'imoNumber',
                  'vesselName', q.service->>'vesselName', 'reviewerVessel', v.reviewer_vessel, 'context', q.context) order by v.created_at), '[]'::json)
                from review_requests q join reviews v on v.id = q.review_id
                where q.requester_id = requester and q.reviewer_email = email and q.state = 'answered');
      end
    $$;`);
  }

  override async down(): Promise<void> {
    await this.execute(`drop function if exists review_request_claim(uuid, text);`);
    await this.execute(`create function review_request_claim(requester uuid, email text) returns void language plpgsql volatile as $$
      begin
        perform pg_advisory_xact_lock(hashtext('reviews.pending-request'), hashtext(requester::text || ' ' || email));
        if exists (select 1 from review_requests where requester_id = requester and reviewer_email = email and state = 'pending') then
          raise exception using errcode = 'unique_violation', constraint = 'review_requests_one_pending',
            message = 'a pending review request from this requester to this address exists';
        end if;
      end
    $$;`);
    await this.execute(`drop index if exists "review_requests_requester_id_reviewer_email_index";`);
    await this.execute(`create index "review_requests_pending_index" on "review_requests" ("requester_id", "reviewer_email") where "state" = 'pending';`);
    await this.execute(`drop table if exists "review_reviewer_stats";`);
    await this.execute(`drop table if exists "reviews_suspended_accounts";`);
    // The numbers as they were counted before: every review, flagged or not, once each.
    await this.execute(`delete from review_stats;`);
    await this.execute(`delete from review_skill_stats;`);
    await this.execute(`alter table "review_stats" alter column "rating_sum" type int using (round("rating_sum")::int), alter column "public_rating_sum" type int using (round("public_rating_sum")::int);`);
    await this.execute(`alter table "review_skill_stats" alter column "rating_sum" type int using (round("rating_sum")::int), alter column "public_rating_sum" type int using (round("public_rating_sum")::int);`);
    await this.execute(`insert into review_stats (user_id, total_reviews, verified_reviews, pending_reviews, rating_sum, public_reviews, public_verified_reviews, public_rating_sum)
      select reviewee_id, count(*), count(*) filter (where status = 'confirmed' and is_verified), count(*) filter (where status = 'pending'), coalesce(sum(rating), 0),
        count(*) filter (where status = 'confirmed' and not is_hidden), count(*) filter (where status = 'confirmed' and not is_hidden and is_verified),
        coalesce(sum(rating) filter (where status = 'confirmed' and not is_hidden), 0)
      from reviews group by reviewee_id;`);
    await this.execute(`insert into review_skill_stats (user_id, skill, rating_sum, rating_count, public_rating_sum, public_rating_count)
      select r.reviewee_id, s.skill, sum(sc.score), count(*), coalesce(sum(sc.score) filter (where not r.is_hidden), 0), count(*) filter (where not r.is_hidden)
      from reviews r
      cross join lateral (values ('technicalSkills', r.technical_skills), ('workEthic', r.work_ethic), ('communication', r.communication), ('professionalism', r.professionalism)) as s(skill, value)
      join (values ('excellent', 5), ('very-good', 4), ('good', 3), ('fair', 2), ('needs-improvement', 1)) as sc(value, score) on sc.value = s.value
      where r.status = 'confirmed'
      group by r.reviewee_id, s.skill;`);
  }

}
