import { Migration } from '@mikro-orm/migrations';

/** Share links (soft-deleted, so their views keep counting) for the public profile. */
export class Migration20261122142000_sharing extends Migration {

  override name = 'Migration20261122142000_sharing';

  override up(): void | Promise<void> {
    this.addSql(`create table "share_links" ("id" uuid not null, "user_id" uuid not null, "token" varchar(64) not null, "purpose" varchar(200) not null, "access_level" text not null, "expires_at" timestamptz not null, "views" int not null default 0, "deleted_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "share_links" add constraint "share_links_token_unique" unique ("token");`);
    this.addSql(`create index "share_links_user_id_created_at_index" on "share_links" ("user_id", "created_at");`);
    this.addSql(`alter table "share_links" add constraint "share_links_access_level_check" check ("access_level" in ('full', 'summary'));`);
    this.addSql(`alter table "share_links" add constraint "share_links_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade deferrable initially deferred;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "share_links" cascade;`);
  }

}
