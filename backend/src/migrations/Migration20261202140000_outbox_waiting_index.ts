import { Migration } from '@mikro-orm/migrations';

/**
 * The metrics read the outbox rows still waiting on every scrape (rows waiting, age of the
 * oldest, each subscriber's lag). Delivered rows stay as history and outnumber them by far:
 * a partial index holds only the waiting ones, so a scrape costs the same after a year.
 */
export class Migration20261202140000_outbox_waiting_index extends Migration {

  override name = 'Migration20261202140000_outbox_waiting_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "outbox_messages_waiting_index" on "outbox_messages" ("queue", "created_at") where "delivered_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "outbox_messages_waiting_index";`);
  }
}
