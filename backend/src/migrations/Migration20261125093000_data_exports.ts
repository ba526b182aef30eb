import { Migration } from '@mikro-orm/migrations';

/** 'Download my data' files; one being built per person at a time; gone with the account. */
export class Migration20261125093000_data_exports extends Migration {

  override name = 'Migration20261125093000_data_exports';

  override up(): void | Promise<void> {
    this.addSql(`create table "data_exports" ("id" uuid not null, "user_id" uuid not null, "status" text not null default 'pending', "object_key" varchar(140) null, "byte_size" int null, "failure_reason" varchar(500) null, "created_at" timestamptz not null default now(), "ready_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "data_exports_user_id_created_at_index" on "data_exports" ("user_id", "created_at");`);
    this.addSql(`create unique index "data_exports_one_pending" on "data_exports" ("user_id") where status = 'pending';`);
    this.addSql(`alter table "data_exports" add constraint "data_exports_status_check" check ("status" in ('pending', 'ready', 'failed'));`);
    this.addSql(`alter table "data_exports" add constraint "data_exports_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade deferrable initially deferred;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "data_exports" cascade;`);
  }

}
