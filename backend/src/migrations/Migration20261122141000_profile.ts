import { Migration } from '@mikro-orm/migrations';

export class Migration20261122141000_profile extends Migration {

  override name = 'Migration20261122141000_profile';

  override up(): void | Promise<void> {
    this.addSql(`create table "object_uploads" ("id" uuid not null, "user_id" uuid not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "content_type" varchar(40) null, "size_bytes" int null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "object_uploads_user_id_index" on "object_uploads" ("user_id");`);
    this.addSql(`alter table "object_uploads" add constraint "object_uploads_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade deferrable initially deferred;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "object_uploads" cascade;`);
  }

}
