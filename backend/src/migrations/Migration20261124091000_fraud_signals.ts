import { Migration } from '@mikro-orm/migrations';

/** What the fraud rules found at submission, warnings included (ADR 0018). */
export class Migration20261124091000_fraud_signals extends Migration {

  override name = 'Migration20261124091000_fraud_signals';

  override up(): void | Promise<void> {
    this.addSql(`alter table "reviews" add column "fraud_signals" jsonb not null default '[]';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "reviews" drop column "fraud_signals";`);
  }

}
