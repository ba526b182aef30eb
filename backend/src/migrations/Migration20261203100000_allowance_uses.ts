import { Migration } from '@mikro-orm/migrations';

/**
 * The monthly allowance counters get a source to be checked against (issue 27): every change of
 * a counter is recorded in allowance_uses by the statement that makes it. Until now nothing
 * recorded what a counter counts (a profile view paid with credits and one from the allowance
 * leave the same trace in profile_views_counted, and an erasure deletes those rows), so each
 * existing count is carried over as one opening entry per employer, feature and month.
 */
export class Migration20261203100000_allowance_uses extends Migration {

  override name = 'Migration20261203100000_allowance_uses';

  override up(): void | Promise<void> {
    this.addSql(`create table "allowance_uses" ("id" bigserial primary key, "employer_id" uuid not null, "feature" text not null, "period" varchar(7) not null, "units" int not null, "kind" text not null, "reference" varchar(100) null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "allowance_uses_employer_id_feature_period_index" on "allowance_uses" ("employer_id", "feature", "period");`);
    this.addSql(`alter table "allowance_uses" add constraint "allowance_uses_feature_check" check ("feature" in ('profile_view', 'message', 'verification_report'));`);
    this.addSql(`alter table "allowance_uses" add constraint "allowance_uses_kind_check" check ("kind" in ('use', 'give-back', 'carried-over'));`);
    this.addSql(`create or replace function "allowance_uses_allowance_uses_append_only_fn"() returns trigger as $$ begin raise exception 'allowance_uses is append-only: % is not allowed', tg_op using errcode = 'restrict_violation'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "allowance_uses_append_only" BEFORE UPDATE OR DELETE on "allowance_uses" for each ROW execute function "allowance_uses_allowance_uses_append_only_fn"();`);
    // PostgreSQL does not report TRUNCATE triggers to the ORM's schema check, so this one lives only here.
    this.addSql(`create function "allowance_uses_refuse_truncate"() returns trigger language plpgsql as $$ begin raise exception 'allowance_uses is append-only: TRUNCATE is not allowed' using errcode = 'restrict_violation'; end; $$;`);
    this.addSql(`create trigger "allowance_uses_no_truncate" before truncate on "allowance_uses" for each statement execute function "allowance_uses_refuse_truncate"();`);
    this.addSql(`insert into "allowance_uses" ("employer_id", "feature", "period", "units", "kind") select "employer_id", "feature", "period", "used", 'carried-over' from "usage_counters";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "allowance_uses" cascade;`);
    this.addSql(`drop function if exists "allowance_uses_allowance_uses_append_only_fn"();`);
    this.addSql(`drop function if exists "allowance_uses_refuse_truncate"();`);
  }
}
