import { Migration } from '@mikro-orm/migrations';

/**
 * Bounded processed_events (ADR 0050): a subscriber's watermark is the position of the
 * integration log up to which its tables hold every event (set by a replay, raised by the
 * retention once those events are old and delivered); deliveries at or below it are skipped,
 * and the processed_events rows below it are deleted. The partial index finds the deliveries
 * still pending, which hold the retention back, without reading the delivered ones.
 */
export class Migration20261202120000_subscriber_watermarks extends Migration {

  override name = 'Migration20261202120000_subscriber_watermarks';

  override up(): void | Promise<void> {
    this.addSql(`create table "subscriber_watermarks" ("subscriber" varchar(100) not null, "position" bigint not null, "updated_at" timestamptz not null default now(), primary key ("subscriber"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "subscriber_watermarks" cascade;`);
  }

}
