import { Migration } from '@mikro-orm/migrations';

/**
 * Reads that stay fast with a million people and five million reviews (ADR 0049):
 * - pg_trgm GIN indexes, so the admin's "name or email contains" search reads the matching
 *   rows instead of every user;
 * - the admin users list's order (newest first, optionally one role) as an index, so a page is
 *   read from the top of it;
 * - newest-first indexes for the admin's reviews, suspicious reviews and audit log pages;
 * - user_totals, review_totals and review_activity_weeks: counters kept by statement triggers on
 *   the tables they count, so the system stats, the list totals and the analytics read a
 *   handful of rows, never a whole table. Triggers, not application code: every writer
 *   (commands, the review rebuild, an erasure, a migration) keeps them right without knowing
 *   about them. A TRUNCATE of reviews (the rebuild) zeroes its counters; its inserts count again.
 */
export class Migration20261202110000_reads_at_market_size extends Migration {

  override name = 'Migration20261202110000_reads_at_market_size';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "users_email_trgm_index" on "users" using gin ("email" gin_trgm_ops);`);
    this.addSql(`create index "users_first_name_trgm_index" on "users" using gin ("first_name" gin_trgm_ops);`);
    this.addSql(`create index "users_last_name_trgm_index" on "users" using gin ("last_name" gin_trgm_ops);`);
    this.addSql(`create index "users_created_at_id_index" on "users" ("created_at", "id");`);
    this.addSql(`create index "users_role_created_at_id_index" on "users" ("role", "created_at", "id");`);

    // Newest first, bounded by the page: the admin's reviews, the suspicious ones, the audit log.
    this.addSql(`create index "reviews_created_at_id_index" on "reviews" ("created_at", "id");`);
    this.addSql(`create index "reviews_suspicious_created_at_id_index" on "reviews" ("created_at", "id") where flagged_as_suspicious;`);
    this.addSql(`create index "admin_audit_log_occurred_at_id_index" on "admin_audit_log" ("occurred_at", "id");`);

    // Counters are kept per statement (transition tables), not per row: a bulk insert, a
    // rebuild or a migration adds each group's count once instead of updating one row a
    // million times. One row per (role, is admin): sign-ups of different kinds do not queue on one row.
    this.addSql(`create table "user_totals" ("role" text not null, "admin" boolean not null, "count" bigint not null default '0', primary key ("role", "admin"));`);
    this.addSql(`insert into "user_totals" ("role", "admin", "count") select role, admin_level is not null, count(*) from users group by 1, 2;`);
    this.addSql(`create function "user_totals_keep_fn"() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          insert into user_totals (role, admin, count) select role, admin_level is not null, -count(*) from old_rows group by 1, 2
            on conflict (role, admin) do update set count = user_totals.count + excluded.count;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into user_totals (role, admin, count) select role, admin_level is not null, count(*) from new_rows group by 1, 2
            on conflict (role, admin) do update set count = user_totals.count + excluded.count;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "user_totals_on_insert" after insert on "users" referencing new table as new_rows for each statement execute function "user_totals_keep_fn"();`);
    this.addSql(`create trigger "user_totals_on_update" after update on "users" referencing old table as old_rows new table as new_rows for each statement execute function "user_totals_keep_fn"();`);
    this.addSql(`create trigger "user_totals_on_delete" after delete on "users" referencing old table as old_rows for each statement execute function "user_totals_keep_fn"();`);

    // One row per (status, verified, flagged): what the system stats and the admin's review filters tell apart.
    this.addSql(`create table "review_totals" ("status" text not null, "verified" boolean not null, "flagged" boolean not null, "count" bigint not null default '0', primary key ("status", "verified", "flagged"));`);
    this.addSql(`insert into "review_totals" ("status", "verified", "flagged", "count") select status, is_verified, flagged_as_suspicious, count(*) from reviews group by 1, 2, 3;`);
    this.addSql(`create function "review_totals_keep_fn"() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          insert into review_totals (status, verified, flagged, count) select status, is_verified, flagged_as_suspicious, -count(*) from old_rows group by 1, 2, 3
            on conflict (status, verified, flagged) do update set count = review_totals.count + excluded.count;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into review_totals (status, verified, flagged, count) select status, is_verified, flagged_as_suspicious, count(*) from new_rows group by 1, 2, 3
            on conflict (status, verified, flagged) do update set count = review_totals.count + excluded.count;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "review_totals_on_insert" after insert on "reviews" referencing new table as new_rows for each statement execute function "review_totals_keep_fn"();`);
    this.addSql(`create trigger "review_totals_on_update" after update on "reviews" referencing old table as old_rows new table as new_rows for each statement execute function "review_totals_keep_fn"();`);
    this.addSql(`create trigger "review_totals_on_delete" after delete on "reviews" referencing old table as old_rows for each statement execute function "review_totals_keep_fn"();`);
    // The rebuild empties reviews with TRUNCATE (no row triggers fire): the counters go with it, and its inserts count again.
    this.addSql(`create function "review_totals_reset_fn"() returns trigger language plpgsql as $$
      begin delete from review_totals; return null; end $$;`);
    this.addSql(`create trigger "review_totals_reset" after truncate on "reviews" for each statement execute function "review_totals_reset_fn"();`);

    // The Analytics tab's weekly review activity: the log is append-only, so counting each
    // insert once per (week, type) keeps the weeks exact; a read sums 12 weeks of rows.
    this.addSql(`create table "review_activity_weeks" ("week_start" date not null, "type" varchar(64) not null, "count" bigint not null default '0', primary key ("week_start", "type"));`);
    this.addSql(`insert into "review_activity_weeks" ("week_start", "type", "count")
      select date_trunc('week', recorded_at at time zone 'UTC')::date, type, count(*) from review_events
      where type in ('ReviewSubmitted', 'ReviewFlagged', 'ReviewFlagCleared', 'ReviewVerified') group by 1, 2;`);
    this.addSql(`create function "review_activity_weeks_keep_fn"() returns trigger language plpgsql as $$
      begin
        insert into review_activity_weeks (week_start, type, count)
          select date_trunc('week', recorded_at at time zone 'UTC')::date, type, count(*) from new_rows
          where type in ('ReviewSubmitted', 'ReviewFlagged', 'ReviewFlagCleared', 'ReviewVerified') group by 1, 2
          on conflict (week_start, type) do update set count = review_activity_weeks.count + excluded.count;
        return null;
      end $$;`);
    this.addSql(`create trigger "review_activity_weeks_keep" after insert on "review_events" referencing new table as new_rows for each statement execute function "review_activity_weeks_keep_fn"();`);
    // The audit log only grows (its triggers refuse updates, deletes, truncation): its total is counted once per insert statement.
    this.addSql(`create table "admin_audit_log_total" ("id" boolean primary key default true, "count" bigint not null default '0');`);
    this.addSql(`insert into "admin_audit_log_total" ("count") select count(*) from admin_audit_log;`);
    this.addSql(`create function "admin_audit_log_total_keep_fn"() returns trigger language plpgsql as $$
      begin update admin_audit_log_total set count = count + (select count(*) from new_rows); return null; end $$;`);
    this.addSql(`create trigger "admin_audit_log_total_keep" after insert on "admin_audit_log" referencing new table as new_rows for each statement execute function "admin_audit_log_total_keep_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "admin_audit_log_total_keep" on "admin_audit_log";`);
    this.addSql(`drop function if exists "admin_audit_log_total_keep_fn"();`);
    this.addSql(`drop table if exists "admin_audit_log_total";`);
    this.addSql(`drop trigger if exists "review_activity_weeks_keep" on "review_events";`);
    this.addSql(`drop function if exists "review_activity_weeks_keep_fn"();`);
    this.addSql(`drop table if exists "review_activity_weeks";`);
    for (const trigger of ['review_totals_reset', 'review_totals_on_delete', 'review_totals_on_update', 'review_totals_on_insert']) this.addSql(`drop trigger if exists "${trigger}" on "reviews";`);
    this.addSql(`drop function if exists "review_totals_reset_fn"();`);
    this.addSql(`drop function if exists "review_totals_keep_fn"();`);
    this.addSql(`drop table if exists "review_totals";`);
    for (const trigger of ['user_totals_on_delete', 'user_totals_on_update', 'user_totals_on_insert']) this.addSql(`drop trigger if exists "${trigger}" on "users";`);
    this.addSql(`drop function if exists "user_totals_keep_fn"();`);
    this.addSql(`drop table if exists "user_totals";`);
    for (const index of ['admin_audit_log_occurred_at_id_index', 'reviews_suspicious_created_at_id_index', 'reviews_created_at_id_index', 'users_role_created_at_id_index',
      'users_created_at_id_index', 'users_last_name_trgm_index', 'users_first_name_trgm_index', 'users_email_trgm_index']) this.addSql(`drop index if exists "${index}";`);
  }

}
