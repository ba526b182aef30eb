import { Migration } from '@mikro-orm/migrations';

/**
 * Each person's precomputed public profile (ADR 0021), kept by sharing from identity's and
 * reviews' events. Sharing's subscriber is renamed from `sharing.review-data` to
 * `sharing.public-profiles` (it now also keeps the people): its processed events carry over.
 * A database with accounts from before this change fills the table with
 * `npm run events:replay -w backend -- sharing.public-profiles`; until then a link answers from
 * identity's current data (the not-yet-built path), so nothing breaks meanwhile.
 */
export class Migration20261125120000_public_profile_document extends Migration {

  override name = 'Migration20261125120000_public_profile_document';

  override up(): void | Promise<void> {
    this.addSql(`create table "sharing_public_profiles" ("user_id" uuid not null, "person" jsonb null, "profile_position" bigint not null default '0', "role" text null, "role_position" bigint not null default '0', "deleted" boolean not null default false, "full_document" text null, "full_etag" text null, "basic_document" text null, "basic_etag" text null, primary key ("user_id"));`);
    this.addSql(`update "processed_events" set "subscriber" = 'sharing.public-profiles' where "subscriber" = 'sharing.review-data';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`update "processed_events" set "subscriber" = 'sharing.review-data' where "subscriber" = 'sharing.public-profiles';`);
    this.addSql(`drop table if exists "sharing_public_profiles" cascade;`);
  }

}
