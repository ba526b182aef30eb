import { Migration } from '@mikro-orm/migrations';

/**
 * Sea service reaches the public profile and the crew directory (ADR 0027): sharing keeps the
 * person's sea service for the full document, search the total sea time for its results, each
 * with the position of the last `sea-service.service-changed` applied.
 */
export class Migration20261126110000_sea_service_read_models extends Migration {

  override name = 'Migration20261126110000_sea_service_read_models';

  override up(): void | Promise<void> {
    this.addSql(`alter table "sharing_public_profiles" add column "sea_service" jsonb null, add column "sea_service_position" bigint not null default '0';`);
    this.addSql(`alter table "crew_search" add column "sea_days" int not null default 0, add column "sea_service_position" bigint not null default '0';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sharing_public_profiles" drop column "sea_service", drop column "sea_service_position";`);
    this.addSql(`alter table "crew_search" drop column "sea_days", drop column "sea_service_position";`);
  }

}
