import { Migration } from '@mikro-orm/migrations';

/**
 * Read tables fed by integration events: reviews' copy of share links (for the stats card)
 * and sharing's copy of the public review data (for the public profile).
 */
export class Migration20261123110000_event_read_tables extends Migration {

  override name = 'Migration20261123110000_event_read_tables';

  override up(): void | Promise<void> {
    this.addSql(`create table "reviews_shared_links" ("link_id" uuid not null, "user_id" uuid not null, "expires_at" timestamptz not null, "deleted" boolean not null, "views" int not null, primary key ("link_id"));`);
    this.addSql(`create index "reviews_shared_links_user_id_index" on "reviews_shared_links" ("user_id");`);
    this.addSql(`create table "sharing_review_summaries" ("user_id" uuid not null, "summary" jsonb not null, "position" bigint not null, primary key ("user_id"));`);
    this.addSql(`create table "sharing_public_reviews" ("review_id" uuid not null, "reviewee_id" uuid not null, "review" jsonb null, "created_at" timestamptz null, "position" bigint not null, primary key ("review_id"));`);
    this.addSql(`create index "sharing_public_reviews_reviewee_id_created_at_index" on "sharing_public_reviews" ("reviewee_id", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sharing_public_reviews" cascade;`);
    this.addSql(`drop table if exists "sharing_review_summaries" cascade;`);
    this.addSql(`drop table if exists "reviews_shared_links" cascade;`);
  }

}
