import { Migration } from '@mikro-orm/migrations';

/** The review event log (append-only in the database itself) and its read tables. */
export class Migration20261122140000_reviews extends Migration {

  override name = 'Migration20261122140000_reviews';

  override up(): void | Promise<void> {
    this.addSql(`create table "review_events" ("position" bigserial primary key, "stream_id" uuid not null, "stream_type" varchar(32) not null, "stream_version" int not null, "type" varchar(64) not null, "type_version" smallint not null, "data" jsonb not null, "metadata" jsonb not null, "recorded_at" timestamptz not null default clock_timestamp());`);
    this.addSql(`alter table "review_events" add constraint "review_events_stream_id_stream_version_unique" unique ("stream_id", "stream_version");`);
    this.addSql(`create table "reviews" ("id" uuid not null, "request_id" uuid not null, "reviewee_id" uuid not null, "reviewer_id" uuid not null, "reviewer_email" varchar(254) not null, "reviewer_name" varchar(201) not null, "reviewer_profile_image" varchar(500) null, "reviewer_work_position" varchar(100) null, "status" text not null, "is_verified" boolean not null, "reviewer_verification_status" text not null, "rating" smallint not null, "text" text not null, "context" varchar(200) not null, "duration" varchar(100) null, "skills" text[] not null, "technical_skills" text null, "work_ethic" text null, "communication" text null, "professionalism" text null, "recommendation" text null, "reviewer_position" varchar(100) not null, "reviewer_vessel" varchar(200) not null, "reviewer_company" varchar(200) null, "verification_method" varchar(40) not null, "ip_address" varchar(64) not null, "verification_notes" text null, "flagged_as_suspicious" boolean not null, "flagging_reason" text null, "is_hidden" boolean not null, "version" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "reviews" add constraint "reviews_request_id_unique" unique ("request_id");`);
    this.addSql(`create index "reviews_reviewer_id_index" on "reviews" ("reviewer_id");`);
    this.addSql(`create index "reviews_reviewee_id_ip_address_created_at_index" on "reviews" ("reviewee_id", "ip_address", "created_at");`);
    this.addSql(`create index "reviews_reviewee_id_created_at_index" on "reviews" ("reviewee_id", "created_at");`);
    this.addSql(`alter table "reviews" add constraint "reviews_status_check" check ("status" in ('pending', 'confirmed'));`);
    this.addSql(`alter table "reviews" add constraint "reviews_reviewer_verification_status_check" check ("reviewer_verification_status" in ('verified', 'partial', 'unverified'));`);
    this.addSql(`alter table "reviews" add constraint "reviews_technical_skills_check" check ("technical_skills" in ('excellent', 'very-good', 'good', 'fair', 'needs-improvement'));`);
    this.addSql(`alter table "reviews" add constraint "reviews_work_ethic_check" check ("work_ethic" in ('excellent', 'very-good', 'good', 'fair', 'needs-improvement'));`);
    this.addSql(`alter table "reviews" add constraint "reviews_communication_check" check ("communication" in ('excellent', 'very-good', 'good', 'fair', 'needs-improvement'));`);
    this.addSql(`alter table "reviews" add constraint "reviews_professionalism_check" check ("professionalism" in ('excellent', 'very-good', 'good', 'fair', 'needs-improvement'));`);
    this.addSql(`alter table "reviews" add constraint "reviews_recommendation_check" check ("recommendation" in ('highly-recommend', 'recommend', 'neutral', 'not-recommend'));`);
    this.addSql(`create table "review_requests" ("id" uuid not null, "requester_id" uuid not null, "requester_name" varchar(201) not null, "requester_position" varchar(100) null, "reviewer_email" varchar(254) not null, "context" varchar(200) not null, "duration" varchar(100) null, "message" varchar(2000) null, "state" text not null, "email_status" text not null, "email_error" varchar(500) null, "review_id" uuid null, "version" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "review_requests_reviewer_email_state_created_at_index" on "review_requests" ("reviewer_email", "state", "created_at");`);
    this.addSql(`create index "review_requests_requester_id_created_at_index" on "review_requests" ("requester_id", "created_at");`);
    this.addSql(`alter table "review_requests" add constraint "review_requests_state_check" check ("state" in ('pending', 'answered', 'declined'));`);
    this.addSql(`alter table "review_requests" add constraint "review_requests_email_status_check" check ("email_status" in ('queued', 'sent', 'failed'));`);
    this.addSql(`create table "review_skill_stats" ("user_id" uuid not null, "skill" varchar(32) not null, "rating_sum" int not null, "rating_count" int not null, primary key ("user_id", "skill"));`);
    this.addSql(`create table "review_stats" ("user_id" uuid not null, "total_reviews" int not null, "verified_reviews" int not null, "pending_reviews" int not null, "rating_sum" int not null, primary key ("user_id"));`);

    // The log is append-only in the database itself, not only by convention: UPDATE, DELETE
    // and TRUNCATE raise. The row trigger is declared on the entity (so the schema check knows
    // it); PostgreSQL does not list TRUNCATE triggers there, so that one lives only here.
    this.addSql(`create or replace function "review_events_review_events_append_only_fn"() returns trigger as $$ begin raise exception 'review_events is append-only: % is not allowed', tg_op using errcode = 'restrict_violation'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "review_events_append_only" BEFORE UPDATE OR DELETE on "review_events" for each ROW execute function "review_events_review_events_append_only_fn"();`);
    this.addSql(`create function "review_events_refuse_truncate"() returns trigger language plpgsql as $$ begin raise exception 'review_events is append-only: TRUNCATE is not allowed' using errcode = 'restrict_violation'; end; $$;`);
    this.addSql(`create trigger "review_events_no_truncate" before truncate on "review_events" for each statement execute function "review_events_refuse_truncate"();`);
  }

}
