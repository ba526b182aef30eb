import { Migration } from '@mikro-orm/migrations';

/**
 * Search an agency would use (ADR 0040):
 * - accents ignored: crew_search_fold, an immutable wrapper of unaccent, makes the generated
 *   `*_folded` columns (names, positions, locations, trigram-indexed), and crew_search_words
 *   the document's words, folded and split at hyphens, slashes and dots so certificate codes
 *   match by their parts;
 * - certificate codes in the document (`certificate_codes`);
 * - employer and agency accounts never listed: `profile_searchable` (the owner's choice) and
 *   `employer_account` (the role) make `searchable`;
 * - the rating employers see counts verified reviews only: reviews keeps the sum of the public
 *   verified reviewers' averages (`public_verified_rating_sum`), recomputed here, and announces
 *   it (reviews.review-summary-changed version 2);
 * - orders by experience and availability, a rank index for position filters and counts, and
 *   `changed_at` for saved-search alerts;
 * - saved searches and whom their alerts listed.
 *
 * The directory's new columns come from events: after this migration, replay the directory
 * (`npm run events:replay -w backend -- search.crew-directory`) once
 * `npm run reviews:rebuild -w backend -- --announce` has announced everyone's numbers. Until
 * then documents are rebuilt here from the row (without codes) and every row counts as crew.
 * The statements are written out as they are at this change.
 */
const DOCUMENT = `setweight(to_tsvector('english', crew_search_words(coalesce(full_name, '') || ' ' || coalesce(position, ''))), 'A')
  || setweight(to_tsvector('english', crew_search_words(array_to_string(certificate_names || certificate_codes, ' '))), 'B')
  || setweight(to_tsvector('english', crew_search_words(coalesce(bio, ''))), 'C')`;
const OLD_DOCUMENT = `setweight(to_tsvector('english', coalesce(full_name, '') || ' ' || coalesce(position, '')), 'A')
  || setweight(to_tsvector('english', array_to_string(certificate_names, ' ')), 'B')
  || setweight(to_tsvector('english', coalesce(bio, '')), 'C')`;
const PUBLIC_VERIFIED = `not r.flagged_as_suspicious and r.status = 'confirmed' and not r.is_hidden and r.is_verified`;

export class Migration20261130110000_search_for_agencies extends Migration {

  override name = 'Migration20261130110000_search_for_agencies';

  override async up(): Promise<void> {
    // Reviews: the public verified reviewers' ratings, per pair and per person (ADR 0035's sums).
    await this.execute(`alter table "review_reviewer_stats" add column "public_verified_rating_sum" int not null default 0;`);
    await this.execute(`update review_reviewer_stats p set public_verified_rating_sum = s.total
      from (select r.reviewee_id, r.reviewer_id, coalesce(sum(r.rating) filter (where ${PUBLIC_VERIFIED}), 0) as total
            from reviews r group by r.reviewee_id, r.reviewer_id) s
      where p.reviewee_id = s.reviewee_id and p.reviewer_id = s.reviewer_id;`);
    await this.execute(`alter table "review_reviewer_stats" alter column "public_verified_rating_sum" drop default;`);
    await this.execute(`alter table "review_stats" add column "public_verified_rating_sum" numeric(14,6) not null default 0;`);
    await this.execute(`update review_stats t set public_verified_rating_sum = s.total
      from (select p.reviewee_id,
                   sum(case when p.reviewer_suspended or p.public_verified_reviews = 0 then 0
                            else round(p.public_verified_rating_sum::numeric / p.public_verified_reviews, 6) end) as total
            from review_reviewer_stats p group by p.reviewee_id) s
      where t.user_id = s.reviewee_id;`);

    // Search: accent-free, code-splitting text.
    await this.execute(`create extension if not exists unaccent;`);
    await this.execute(`create function crew_search_fold(value text) returns text language sql immutable strict parallel safe
      as $$ select public.unaccent('public.unaccent'::regdictionary, value) $$;`);
    await this.execute(`create function crew_search_words(value text) returns text language sql immutable strict parallel safe
      as $$ select regexp_replace(public.crew_search_fold(value), '(?<=[[:alnum:]])[-/.]+(?=[[:alnum:]])', ' ', 'g') $$;`);

    await this.execute(`alter table "crew_search" add column "profile_searchable" boolean not null default false, add column "employer_account" boolean not null default false,
      add column "certificate_codes" text[] not null default '{}', add column "role_position" bigint not null default '0', add column "changed_at" timestamptz not null default now();`);
    await this.execute(`update crew_search set profile_searchable = searchable, document = case when searchable then ${DOCUMENT} end;`);
    await this.execute(`alter table "crew_search" add column "full_name_folded" text generated always as (crew_search_fold(full_name)) stored,
      add column "position_folded" text generated always as (crew_search_fold("position")) stored,
      add column "location_folded" text generated always as (crew_search_fold(location)) stored;`);

    await this.execute(`drop index "crew_search_full_name_rating_index";`);
    await this.execute(`drop index "crew_search_location_trgm_index";`);
    await this.execute(`drop index "crew_search_position_trgm_index";`);
    await this.execute(`create index "crew_search_folded_name_rating_index" on "crew_search" using gin ("full_name_folded" gin_trgm_ops, (coalesce("average_rating", -1))) where "searchable";`);
    await this.execute(`create index "crew_search_folded_location_index" on "crew_search" using gin ("location_folded" gin_trgm_ops) where "searchable";`);
    await this.execute(`create index "crew_search_folded_position_index" on "crew_search" using gin ("position_folded" gin_trgm_ops) where "searchable";`);
    await this.execute(`create index "crew_search_experience_order_index" on "crew_search" (coalesce("experience_years", -1) desc, coalesce("average_rating", -1) desc, "user_id" desc) where "searchable";`);
    await this.execute(`create index "crew_search_availability_order_index" on "crew_search" ((case "availability" when 'available' then 3 when 'notice' then 2 when 'future' then 1 else 0 end) desc, coalesce("average_rating", -1) desc, "user_id" desc) where "searchable";`);
    await this.execute(`create index "crew_search_changed_at_index" on "crew_search" ("changed_at") where "searchable";`);
    await this.execute(`create index "crew_search_rank_index" on "crew_search" ("rank") where "searchable";`);

    // Saved searches.
    await this.execute(`create table "saved_searches" ("id" uuid not null, "employer_id" uuid not null, "name" text not null, "criteria" jsonb not null,
      "alerts" boolean not null default true, "alerts_checked_at" timestamptz null, "last_alert_at" timestamptz null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    await this.execute(`create index "saved_searches_employer_id_created_at_index" on "saved_searches" ("employer_id", "created_at");`);
    await this.execute(`create unique index "saved_searches_employer_id_name_index" on "saved_searches" ("employer_id", lower("name"));`);
    await this.execute(`create table "saved_search_alerted" ("saved_search_id" uuid not null, "crew_id" uuid not null, "alerted_at" timestamptz not null default now(),
      primary key ("saved_search_id", "crew_id"));`);
  }

  override async down(): Promise<void> {
    await this.execute(`drop table if exists "saved_search_alerted";`);
    await this.execute(`drop table if exists "saved_searches";`);
    await this.execute(`drop index "crew_search_rank_index";`);
    await this.execute(`drop index "crew_search_changed_at_index";`);
    await this.execute(`drop index "crew_search_availability_order_index";`);
    await this.execute(`drop index "crew_search_experience_order_index";`);
    await this.execute(`drop index "crew_search_folded_position_index";`);
    await this.execute(`drop index "crew_search_folded_location_index";`);
    await this.execute(`drop index "crew_search_folded_name_rating_index";`);
    await this.execute(`create index "crew_search_position_trgm_index" on "crew_search" using gin ("position" gin_trgm_ops) where "searchable";`);
    await this.execute(`create index "crew_search_location_trgm_index" on "crew_search" using gin ("location" gin_trgm_ops) where "searchable";`);
    await this.execute(`create index "crew_search_full_name_rating_index" on "crew_search" using gin ("full_name" gin_trgm_ops, (coalesce("average_rating", -1))) where "searchable";`);
    await this.execute(`update crew_search set searchable = profile_searchable, document = case when profile_searchable then ${OLD_DOCUMENT} end;`);
    await this.execute(`alter table "crew_search" drop column "profile_searchable", drop column "employer_account", drop column "certificate_codes", drop column "role_position", drop column "changed_at",
      drop column "full_name_folded", drop column "position_folded", drop column "location_folded";`);
    await this.execute(`drop function crew_search_words(text);`);
    await this.execute(`drop function crew_search_fold(text);`);
    await this.execute(`alter table "review_stats" drop column "public_verified_rating_sum";`);
    await this.execute(`alter table "review_reviewer_stats" drop column "public_verified_rating_sum";`);
  }

}
