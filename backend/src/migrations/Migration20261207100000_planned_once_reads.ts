import { Migration } from '@mikro-orm/migrations';

/**
 * Statements of every review submission (and, for the user's read, of every signed-in request)
 * as PL/pgSQL functions, planned once per connection (ADR 0060):
 * - identity_user_view: the signed-in user (to-user-view.ts, USER_VIEW_FUNCTION_BODY);
 * - identity_shared_sightings: devices and addresses two people share (sightings.ts,
 *   SHARED_SIGHTINGS_FUNCTION_BODY);
 * - review_fraud_facts: what the fraud rules read (submit-review.handler.ts, FRAUD_FACTS_FUNCTION_BODY);
 * - review_changed_views: what a review change shows the public (public-reviews.ts,
 *   CHANGED_VIEWS_FUNCTION_BODY).
 * The bodies are frozen here as those files wrote them (long lines wrapped);
 * test/platform/planned-once-functions.int-spec.ts compares them.
 */
export class Migration20261207100000_planned_once_reads extends Migration {

  override name = 'Migration20261207100000_planned_once_reads';

  override async up(): Promise<void> {
    await this.execute(`create function identity_user_view(user_id uuid) returns json language plpgsql stable as $$
begin
  return (select to_json(u) from (select id, email, first_name as "firstName", last_name as "lastName", profile_image_url as "profileImageUrl",
  position, experience, rank, role, email_verified_at is not null as "isVerified", certifications,
  stcw_endorsements as "stcwEndorsements", uscg_licenses as "uscgLicenses", mca_certificates as "mcaCertificates",
  other_authorities as "otherAuthorities", coc_equivalencies as "cocEquivalencies", admin_level as "adminLevel",
  subscription_status as "subscriptionStatus", subscription_plan as "subscriptionPlan", subscription_expires_at as "subscriptionExpiresAt",
  location, experience_years as "experienceYears", bio, availability, searchable, password_hash as "passwordHash",
  second_factor_required as "secondFactorRequired", created_at as "createdAt" from users where id = user_id) u);
end;
$$;`);
    await this.execute(`create function identity_shared_sightings(of_user uuid, with_user uuid, current_device text, current_ip text, ip_days int)
      returns json language plpgsql stable as $$
begin
  return json_build_object(
    'device', (select json_build_object(
                 'timesSeen', coalesce(mine.times_seen, 0) + theirs.times_seen,
                 'firstSeenAt', to_char(least(coalesce(mine.first_seen_at, theirs.first_seen_at), theirs.first_seen_at) at time zone 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                 'lastSeenAt', to_char(greatest(coalesce(mine.last_seen_at, theirs.last_seen_at), theirs.last_seen_at) at time zone 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
               from user_devices theirs
               left join user_devices mine on mine.user_id = of_user and mine.device_hash = theirs.device_hash
               where theirs.user_id = with_user and (mine.user_id is not null or theirs.device_hash = current_device)
               order by coalesce(mine.times_seen, 0) + theirs.times_seen desc limit 1),
    'ip', (select json_build_object('ip', i.ip, 'timesSeen', i.times_seen, 'lastSeenAt', to_char(i.last_seen_at at time zone 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
           from user_sign_in_ips i where i.user_id = with_user and i.ip = current_ip and i.last_seen_at > now() - make_interval(days => ip_days)));
end;
$$;`);
    await this.execute(`create function review_fraud_facts(reviewee uuid, bands int[], min_length int, max_length int, candidates int, per_band int,
        address text, with_device boolean, reviewer uuid, reciprocal_days int, baseline_days int, burst_cap int, request uuid)
      returns json language plpgsql stable as $$
declare
  other_texts json := '[]';
  shared_device_reviews json := '[]';
begin
  if bands is not null then
    select coalesce(json_agg(json_build_object('id', t.id, 'text', t.text) order by t.id), '[]') into other_texts
      from review_near_duplicate_candidates(reviewee, bands, min_length, max_length, candidates, per_band) t;
  end if;
  if with_device then
    select coalesce(json_agg(r.id order by r.created_at, r.id), '[]') into shared_device_reviews
      from reviews r where r.reviewee_id = reviewee and r.fraud_signals @> '[{"rule": "same-device"}]';
  end if;
  return json_build_object(
    'otherTexts', other_texts,
    'recentFromSameIp', (select coalesce(json_agg(r.id order by r.created_at, r.id), '[]') from reviews r
                         where r.reviewee_id = reviewee and r.ip_address = address and r.created_at > now() - interval '24 hours'),
    'sharedDeviceReviews', shared_device_reviews,
    'reciprocal', (select json_build_object('reviewId', r.id, 'createdAt', to_char(r.created_at at time zone 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) from reviews r
                   where r.reviewer_id = reviewee and r.reviewee_id = reviewer and r.created_at > now() - make_interval(days => reciprocal_days)
                   order by r.created_at desc limit 1),
    'burst', review_burst_counts(reviewee, baseline_days, burst_cap),
    'requestedAt', (select to_char(q.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from review_requests q where q.id = request));
end;
$$;`);
    // Its arrays hold one or two ids; planned for an array of unknown length, the generic plan
    // costs more than one planned for the ids at hand, and PL/pgSQL would keep planning anew.
    await this.execute(`create function review_changed_views(review_ids uuid[], user_ids uuid[])
      returns json language plpgsql stable set plan_cache_mode = force_generic_plan as $$
begin
  return json_build_object(
    'reviews', (select coalesce(json_agg(json_build_object('id', r.id, 'authorId', r.reviewer_id,
                  'review', (select to_json(p) from (select id, status, is_verified as "isVerified", rating, text, context, duration,
      reviewer_name as "reviewerName",
  reviewer_work_position as "reviewerWorkPosition", to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  case when served_together is null then null
       else json_build_object('vesselName', served_together->>'vesselName', 'from', served_together->>'from', 'to', served_together->>'to',
         'serviceConfirmed', service_confirmed) end as "servedTogether"
  from reviews where status = 'confirmed' and is_verified and not is_hidden and (not reviews.flagged_as_suspicious and not exists (select 1 from reviews_suspended_accounts sus where sus.user_id = reviews.reviewer_id and sus.suspended)) and id = r.id) p))), '[]')
                from reviews r where r.id = any(review_ids)),
    'stats', (select coalesce(json_agg(x), '[]') from (select s.user_id as "userId", total_reviews as total, verified_reviews as verified,
      pending_reviews as pending, rating_sum::float8 as sum,
  public_reviews as "publicTotal", public_verified_reviews as "publicVerified", public_rating_sum::float8 as "publicSum",
  public_verified_rating_sum::float8 as "publicVerifiedSum",
  (select coalesce(json_agg(json_build_object('skill', k.skill, 'sum', k.public_rating_sum::float8, 'count', k.public_rating_count)), '[]')
   from review_skill_stats k where k.user_id = s.user_id) as skills from review_stats s where s.user_id = any(user_ids)) x));
end;
$$;`);
  }

  override async down(): Promise<void> {
    await this.execute(`drop function if exists identity_user_view(uuid);`);
    await this.execute(`drop function if exists identity_shared_sightings(uuid, uuid, text, text, int);`);
    await this.execute(`drop function if exists review_fraud_facts(uuid, int[], int, int, int, int, text, boolean, uuid, int, int, int, uuid);`);
    await this.execute(`drop function if exists review_changed_views(uuid[], uuid[]);`);
  }
}
