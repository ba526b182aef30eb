import { Migration } from '@mikro-orm/migrations';

/**
 * People change their email address (a confirmation link to the new one, an undo link to the
 * old one for 7 days), and reviews keeps, per person, the last address change it moved their
 * pending requests for (changes may be delivered out of order).
 */
export class Migration20261201090000_account_changes extends Migration {

  override name = 'Migration20261201090000_account_changes';

  override up(): void | Promise<void> {
    this.addSql(`create table "email_changes" ("id" uuid not null, "user_id" uuid not null, "old_email" varchar(254) not null, "new_email" varchar(254) not null, "confirm_token_hash" varchar(64) not null, "confirm_expires_at" timestamptz not null, "confirmed_at" timestamptz null, "undo_token_hash" varchar(64) null, "undo_expires_at" timestamptz null, "undone_at" timestamptz null, "cancelled_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "email_changes_user_id_index" on "email_changes" ("user_id");`);
    this.addSql(`alter table "email_changes" add constraint "email_changes_confirm_token_hash_unique" unique ("confirm_token_hash");`);
    this.addSql(`alter table "email_changes" add constraint "email_changes_undo_token_hash_unique" unique ("undo_token_hash");`);
    this.addSql(`alter table "email_changes" add constraint "email_changes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade deferrable initially deferred;`);

    this.addSql(`create table "reviews_addressee_moves" ("user_id" uuid not null, "position" bigint not null, primary key ("user_id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "reviews_addressee_moves" cascade;`);
    this.addSql(`drop table if exists "email_changes" cascade;`);
  }

}
