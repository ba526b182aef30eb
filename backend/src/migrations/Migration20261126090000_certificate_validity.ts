import { Migration } from '@mikro-orm/migrations';

/**
 * Certificate validity in search and on the public profile (ADR 0029): search and sharing keep
 * the expiry dates certifications announces (`certifications.certificate-expiries-changed`),
 * each with the position of the last event applied; search also keeps which certificates the
 * person holds (as wallet keys) and the earliest expiry date among them, which the 'valid
 * certificates only' option compares with today. Filled by the next events (or a replay).
 */
export class Migration20261126090000_certificate_validity extends Migration {

  override name = 'Migration20261126090000_certificate_validity';

  override up(): void | Promise<void> {
    this.addSql(`alter table "crew_search" add column "held_certificate_keys" text[] not null default '{}', add column "certificate_expiries" jsonb not null default '{}', add column "expiries_position" bigint not null default '0', add column "earliest_certificate_expiry" date null;`);
    this.addSql(`alter table "sharing_public_profiles" add column "certificate_expiries" jsonb null, add column "expiries_position" bigint not null default '0';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "crew_search" drop column "held_certificate_keys", drop column "certificate_expiries", drop column "expiries_position", drop column "earliest_certificate_expiry";`);
    this.addSql(`alter table "sharing_public_profiles" drop column "certificate_expiries", drop column "expiries_position";`);
  }

}
