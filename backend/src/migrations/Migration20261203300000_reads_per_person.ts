import { Migration } from '@mikro-orm/migrations';

/**
 * Reads of one person's rows that grew with the person (issue 26):
 * - sent review requests come a keyset page at a time, newest first: the requester's index
 *   gains the id, the page's tie-breaker, so a page is one walk from the cursor;
 * - the dashboard's 'Served together' count and the sea-service confirmations read only the
 *   reviews that carry them (partial indexes), not every review the person received;
 * - the Analytics tab's sign-ups per week come from user_sign_up_weeks, kept by statement
 *   triggers on users as user_totals is (ADR 0049), not from grouping 12 weeks of sign-ups.
 *   An update counts only when it moves created_at, so profile edits touch no counter row.
 */
export class Migration20261203300000_reads_per_person extends Migration {

  override name = 'Migration20261203300000_reads_per_person';

  override up(): void | Promise<void> {
    this.addSql(`create index "review_requests_requester_id_created_at_id_index" on "review_requests" ("requester_id", "created_at", "id");`);
    this.addSql(`drop index if exists "review_requests_requester_id_created_at_index";`);
    this.addSql(`create index "reviews_served_together_index" on "reviews" ("reviewee_id") where served_together is not null;`);
    this.addSql(`create index "reviews_service_confirmed_index" on "reviews" ("reviewee_id", "created_at", "id") where service_confirmed;`);

    this.addSql(`create table "user_sign_up_weeks" ("week_start" date not null, "count" bigint not null default '0', primary key ("week_start"));`);
    this.addSql(`insert into "user_sign_up_weeks" ("week_start", "count") select date_trunc('week', created_at at time zone 'UTC')::date, count(*) from users group by 1;`);
    this.addSql(`create function "user_sign_up_weeks_keep_fn"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into user_sign_up_weeks (week_start, count) select date_trunc('week', created_at at time zone 'UTC')::date, count(*) from new_rows group by 1
            on conflict (week_start) do update set count = user_sign_up_weeks.count + excluded.count;
        elsif tg_op = 'DELETE' then
          insert into user_sign_up_weeks (week_start, count) select date_trunc('week', created_at at time zone 'UTC')::date, -count(*) from old_rows group by 1
            on conflict (week_start) do update set count = user_sign_up_weeks.count + excluded.count;
        else
          insert into user_sign_up_weeks (week_start, count)
            select week_start, sum(n) from (
              select date_trunc('week', o.created_at at time zone 'UTC')::date as week_start, -1 as n from old_rows o join new_rows w using (id) where o.created_at is distinct from w.created_at
              union all
              select date_trunc('week', w.created_at at time zone 'UTC')::date, 1 from old_rows o join new_rows w using (id) where o.created_at is distinct from w.created_at
            ) moved group by 1
            on conflict (week_start) do update set count = user_sign_up_weeks.count + excluded.count;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "user_sign_up_weeks_on_insert" after insert on "users" referencing new table as new_rows for each statement execute function "user_sign_up_weeks_keep_fn"();`);
    this.addSql(`create trigger "user_sign_up_weeks_on_update" after update on "users" referencing old table as old_rows new table as new_rows for each statement execute function "user_sign_up_weeks_keep_fn"();`);
    this.addSql(`create trigger "user_sign_up_weeks_on_delete" after delete on "users" referencing old table as old_rows for each statement execute function "user_sign_up_weeks_keep_fn"();`);
  }

  override down(): void | Promise<void> {
    for (const trigger of ['user_sign_up_weeks_on_delete', 'user_sign_up_weeks_on_update', 'user_sign_up_weeks_on_insert']) this.addSql(`drop trigger if exists "${trigger}" on "users";`);
    this.addSql(`drop function if exists "user_sign_up_weeks_keep_fn"();`);
    this.addSql(`drop table if exists "user_sign_up_weeks";`);
    this.addSql(`drop index if exists "reviews_service_confirmed_index";`);
    this.addSql(`drop index if exists "reviews_served_together_index";`);
    this.addSql(`create index "review_requests_requester_id_created_at_index" on "review_requests" ("requester_id", "created_at");`);
    this.addSql(`drop index if exists "review_requests_requester_id_created_at_id_index";`);
  }
}
