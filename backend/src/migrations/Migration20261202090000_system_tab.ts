import { Migration } from '@mikro-orm/migrations';

/**
 * The admin System tab (ADR 0043): the subscribers the worker declares, with the last error a
 * delivery met and the replay an admin last started; and an index to find the event each
 * subscriber applied last.
 */
export class Migration20261202090000_system_tab extends Migration {

  override name = 'Migration20261202090000_system_tab';

  override up(): void | Promise<void> {
    this.addSql(`create table "integration_subscribers" ("name" varchar(100) not null, "events" jsonb not null, "declared_at" timestamptz not null default now(), "last_error" text null, "last_error_at" timestamptz null, "replay_job_id" varchar(100) null, primary key ("name"));`);
    this.addSql(`create index "processed_events_subscriber_processed_at_index" on "processed_events" ("subscriber", "processed_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "integration_subscribers" cascade;`);
    this.addSql(`drop index "processed_events_subscriber_processed_at_index";`);
  }

}
