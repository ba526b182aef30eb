import { Migration } from '@mikro-orm/migrations';

/** Slots per counter: concurrent transactions on different connections add to different rows. */
const SLOTS = 16;
const SLOT = `(pg_backend_pid() % ${SLOTS})::smallint`;

/**
 * Counters that concurrent review writes do not queue on (ADR 0058). review_totals and
 * review_activity_weeks had one row per key, which every review submission (its ReviewSubmitted
 * append, its row) updated and then held locked until its commit: 32 submissions for 32 people
 * waited for each other there (pg_stat_activity: Lock/transactionid on the append). Each key now
 * has up to 16 rows, one per slot; a transaction adds to its connection's slot, and readers
 * already sum. An update statement that moves no review between keys (a mark on its signals, a
 * visibility change) touches no counter row at all, and neither does one of users that changes
 * no role or admin level.
 */
export class Migration20261205100000_counter_slots extends Migration {

  override name = 'Migration20261205100000_counter_slots';

  override up(): void | Promise<void> {
    this.addSql(`alter table "review_totals" add column "slot" smallint not null default 0;`);
    this.addSql(`alter table "review_totals" drop constraint "review_totals_pkey";`);
    this.addSql(`alter table "review_totals" add constraint "review_totals_pkey" primary key ("status", "verified", "flagged", "slot");`);
    this.addSql(`create or replace function "review_totals_keep_fn"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into review_totals as t (status, verified, flagged, slot, count)
            select status, is_verified, flagged_as_suspicious, ${SLOT}, count(*) from new_rows group by 1, 2, 3
            on conflict (status, verified, flagged, slot) do update set count = t.count + excluded.count;
        elsif tg_op = 'DELETE' then
          insert into review_totals as t (status, verified, flagged, slot, count)
            select status, is_verified, flagged_as_suspicious, ${SLOT}, -count(*) from old_rows group by 1, 2, 3
            on conflict (status, verified, flagged, slot) do update set count = t.count + excluded.count;
        else
          insert into review_totals as t (status, verified, flagged, slot, count)
            select status, verified, flagged, ${SLOT}, sum(n) from (
              select status, is_verified as verified, flagged_as_suspicious as flagged, -1 as n from old_rows
              union all
              select status, is_verified, flagged_as_suspicious, 1 from new_rows
            ) moved group by 1, 2, 3 having sum(n) <> 0
            on conflict (status, verified, flagged, slot) do update set count = t.count + excluded.count;
        end if;
        return null;
      end $$;`);

    this.addSql(`alter table "review_activity_weeks" add column "slot" smallint not null default 0;`);
    this.addSql(`alter table "review_activity_weeks" drop constraint "review_activity_weeks_pkey";`);
    this.addSql(`alter table "review_activity_weeks" add constraint "review_activity_weeks_pkey" primary key ("week_start", "type", "slot");`);
    this.addSql(`create or replace function "review_activity_weeks_keep_fn"() returns trigger language plpgsql as $$
      begin
        insert into review_activity_weeks as t (week_start, type, slot, count)
          select date_trunc('week', recorded_at at time zone 'UTC')::date, type, ${SLOT}, count(*) from new_rows
          where type in ('ReviewSubmitted', 'ReviewFlagged', 'ReviewFlagCleared', 'ReviewVerified') group by 1, 2
          on conflict (week_start, type, slot) do update set count = t.count + excluded.count;
        return null;
      end $$;`);

    this.addSql(`create or replace function "user_totals_keep_fn"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into user_totals (role, admin, count) select role, admin_level is not null, count(*) from new_rows group by 1, 2
            on conflict (role, admin) do update set count = user_totals.count + excluded.count;
        elsif tg_op = 'DELETE' then
          insert into user_totals (role, admin, count) select role, admin_level is not null, -count(*) from old_rows group by 1, 2
            on conflict (role, admin) do update set count = user_totals.count + excluded.count;
        else
          insert into user_totals (role, admin, count)
            select role, admin, sum(n) from (
              select role, admin_level is not null as admin, -1 as n from old_rows
              union all
              select role, admin_level is not null, 1 from new_rows
            ) moved group by 1, 2 having sum(n) <> 0
            on conflict (role, admin) do update set count = user_totals.count + excluded.count;
        end if;
        return null;
      end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create or replace function "user_totals_keep_fn"() returns trigger language plpgsql as $$
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
    this.addSql(`create or replace function "review_activity_weeks_keep_fn"() returns trigger language plpgsql as $$
      begin
        insert into review_activity_weeks (week_start, type, count)
          select date_trunc('week', recorded_at at time zone 'UTC')::date, type, count(*) from new_rows
          where type in ('ReviewSubmitted', 'ReviewFlagged', 'ReviewFlagCleared', 'ReviewVerified') group by 1, 2
          on conflict (week_start, type) do update set count = review_activity_weeks.count + excluded.count;
        return null;
      end $$;`);
    this.addSql(`create table "review_activity_weeks_merged" as select week_start, type, sum(count)::bigint as count from review_activity_weeks group by 1, 2;`);
    this.addSql(`delete from "review_activity_weeks";`);
    this.addSql(`alter table "review_activity_weeks" drop constraint "review_activity_weeks_pkey";`);
    this.addSql(`alter table "review_activity_weeks" drop column "slot";`);
    this.addSql(`insert into "review_activity_weeks" (week_start, type, count) select week_start, type, count from "review_activity_weeks_merged";`);
    this.addSql(`drop table "review_activity_weeks_merged";`);
    this.addSql(`alter table "review_activity_weeks" add constraint "review_activity_weeks_pkey" primary key ("week_start", "type");`);
    this.addSql(`create or replace function "review_totals_keep_fn"() returns trigger language plpgsql as $$
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
    this.addSql(`create table "review_totals_merged" as select status, verified, flagged, sum(count)::bigint as count from review_totals group by 1, 2, 3;`);
    this.addSql(`delete from "review_totals";`);
    this.addSql(`alter table "review_totals" drop constraint "review_totals_pkey";`);
    this.addSql(`alter table "review_totals" drop column "slot";`);
    this.addSql(`insert into "review_totals" (status, verified, flagged, count) select status, verified, flagged, count from "review_totals_merged";`);
    this.addSql(`drop table "review_totals_merged";`);
    this.addSql(`alter table "review_totals" add constraint "review_totals_pkey" primary key ("status", "verified", "flagged");`);
  }
}
