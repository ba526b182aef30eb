import { Migration } from '@mikro-orm/migrations';

export class Migration20261122123040 extends Migration {

  override name = 'Migration20261122123040';

  override up(): void | Promise<void> {
    this.addSql(`create table "outbox_messages" ("id" bigserial primary key, "queue" varchar(64) not null, "name" varchar(64) not null, "data" jsonb not null, "created_at" timestamptz not null default now(), "dispatched_at" timestamptz null, "attempts" int not null default 0, "last_error" text null);`);
    this.addSql(`create index "outbox_messages_dispatched_at_id_index" on "outbox_messages" ("dispatched_at", "id");`);

    this.addSql(`create table "sign_in_tokens" ("token_hash" varchar(64) not null, "user_id" uuid not null, "return_to" varchar(500) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("token_hash"));`);
    this.addSql(`create index "sign_in_tokens_user_id_index" on "sign_in_tokens" ("user_id");`);

    this.addSql(`create table "users" ("id" uuid not null, "email" varchar(254) not null, "password_hash" varchar(200) null, "email_verified_at" timestamptz null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "profile_image_url" varchar(500) null, "position" varchar(100) null, "experience" varchar(500) null, "rank" varchar(40) null, "role" text not null default 'crew', "admin_level" text null, "certifications" text[] not null default '{}', "stcw_endorsements" text[] not null default '{}', "uscg_licenses" text[] not null default '{}', "mca_certificates" text[] not null default '{}', "other_authorities" text[] not null default '{}', "coc_equivalencies" text[] not null default '{}', "location" varchar(120) null, "experience_years" smallint null, "bio" varchar(1000) null, "availability" text null, "searchable" boolean not null default false, "subscription_status" varchar(40) null, "subscription_plan" varchar(40) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_searchable_index" on "users" ("searchable");`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('crew', 'employer', 'agency'));`);
    this.addSql(`alter table "users" add constraint "users_admin_level_check" check ("admin_level" in ('moderator', 'admin', 'super_admin'));`);
    this.addSql(`alter table "users" add constraint "users_availability_check" check ("availability" in ('available', 'notice', 'future'));`);
    this.addSql(`alter table "sign_in_tokens" add constraint "sign_in_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade deferrable initially deferred;`);
  }

}
