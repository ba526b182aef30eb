import { Migration } from '@mikro-orm/migrations';

/**
 * Profile PDFs (ADR 0028): one row per PDF a person asked for, its snapshot until built, the
 * newest one's file key, and the summary share link it prints. Rows go with the account
 * (foreign key to identity's users, written here by hand: no ORM relation crosses modules);
 * the eraser removes the files. One PDF is built per person at a time (partial unique index).
 */
export class Migration20261125140000_profile_pdfs extends Migration {

  override name = 'Migration20261125140000_profile_pdfs';

  override up(): void | Promise<void> {
    this.addSql(`create table "profile_pdfs" ("id" uuid not null, "user_id" uuid not null, "status" text not null default 'pending', "snapshot" jsonb null, "object_key" varchar(140) null, "byte_size" int null, "page_count" smallint null, "share_link_id" uuid null, "failure_reason" varchar(500) null, "created_at" timestamptz not null default now(), "ready_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "profile_pdfs_user_id_created_at_index" on "profile_pdfs" ("user_id", "created_at");`);
    this.addSql(`create unique index "profile_pdfs_one_pending" on "profile_pdfs" ("user_id") where status = 'pending';`);
    this.addSql(`alter table "profile_pdfs" add constraint "profile_pdfs_status_check" check ("status" in ('pending', 'ready', 'failed'));`);
    this.addSql(`alter table "profile_pdfs" add constraint "profile_pdfs_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade deferrable initially deferred;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "profile_pdfs" cascade;`);
  }

}
