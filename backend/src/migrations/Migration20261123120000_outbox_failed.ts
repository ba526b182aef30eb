import { Migration } from '@mikro-orm/migrations';

/** The outbox records a job that gave up, so the relay never hands it over again. */
export class Migration20261123120000_outbox_failed extends Migration {

  override name = 'Migration20261123120000_outbox_failed';

  override up(): void | Promise<void> {
    this.addSql(`alter table "outbox_messages" add column "failed_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "outbox_messages" drop column "failed_at";`);
  }

}
