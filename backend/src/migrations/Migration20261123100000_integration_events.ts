import { Migration } from '@mikro-orm/migrations';

/**
 * Integration events between modules: the log (delivered through the outbox), what each
 * subscriber has processed, and the outbox's record of delivery.
 */
export class Migration20261123100000_integration_events extends Migration {

  override name = 'Migration20261123100000_integration_events';

  override up(): void | Promise<void> {
    this.addSql(`create table "integration_events" ("position" bigserial primary key, "event_id" uuid not null, "type" varchar(100) not null, "version" int not null, "payload" jsonb not null, "occurred_at" timestamptz not null default now());`);
    this.addSql(`alter table "integration_events" add constraint "integration_events_event_id_unique" unique ("event_id");`);
    this.addSql(`create index "integration_events_type_position_index" on "integration_events" ("type", "position");`);
    this.addSql(`create table "processed_events" ("subscriber" varchar(100) not null, "event_id" uuid not null, "processed_at" timestamptz not null default now(), primary key ("subscriber", "event_id"));`);
    this.addSql(`alter table "outbox_messages" add column "delivered_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "outbox_messages" drop column "delivered_at";`);
    this.addSql(`drop table if exists "processed_events" cascade;`);
    this.addSql(`drop table if exists "integration_events" cascade;`);
  }

}
