import { Migration } from '@mikro-orm/migrations';

/**
 * Served together (ADR 0027): the period of sea service a request names, and the overlap a
 * review carries, projected from ReviewRequestServiceNamed and ReviewServedTogether.
 */
export class Migration20261126120000_served_together extends Migration {

  override name = 'Migration20261126120000_served_together';

  override up(): void | Promise<void> {
    this.addSql(`alter table "review_requests" add column "service" jsonb null;`);
    this.addSql(`alter table "reviews" add column "served_together" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "review_requests" drop column "service";`);
    this.addSql(`alter table "reviews" drop column "served_together";`);
  }

}
