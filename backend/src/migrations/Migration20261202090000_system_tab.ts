import { Migration } from '@mikro-orm/migrations';

/**
 * The admin System tab (ADR 0043): the subscribers the worker declares, with the last error a
 * delivery met and the replay an admin last started; an index to find the event each
 * subscriber applied last; and one on the outbox rows still owed work, which the tab counts.
 */
export class Migration20261202090000_system_tab extends Migration {

  override name = 'Migration20261202090000_system_tab';

  override up(): void | Promise<void> {
    this.addSql(`create table "integration_subscribers" ("name" varchar(100) not null, "events" jsonb not null, "declared_at" timestamptz not null default now(), "last_error" text null, "last_error_at" timestamptz null, "replay_job_id" varchar(100) null, primary key ("name"));`);
    this.addSql(`create index "processed_events_subscriber_processed_at_index" on "processed_events" ("subscriber", "processed_at");`);
    // A replay writes all its rows in one transaction: now() would give them one time.
    this.addSql(`alter table "processed_events" alter column "processed_at" set default clock_timestamp();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "integration_subscribers" cascade;`);
    this.addSql(`drop index "processed_events_subscriber_processed_at_index";`);
    this.addSql(`alter table "processed_events" alter column "processed_at" set default now();`);
  }

}
