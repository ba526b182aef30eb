import { Migration } from '@mikro-orm/migrations';

/** A reviewer's confirmation of the reviewee's sea service (ReviewSeaServiceConfirmed, ADR 0027), projected on the review. */
export class Migration20261126130000_service_confirmed extends Migration {

  override name = 'Migration20261126130000_service_confirmed';

  override up(): void | Promise<void> {
    this.addSql(`alter table "reviews" add column "service_confirmed" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "reviews" drop column "service_confirmed";`);
  }

}
