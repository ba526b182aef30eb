import { Migration } from '@mikro-orm/migrations';

/**
 * Enterprise plan features (DESIGN.md, "Plan features"): API keys (stored as SHA-256, revoked in
 * place), priority support requests with their replies, and when each counted profile view
 * happened, so the analytics tab can count views by week.
 */
export class Migration20261130120000_enterprise extends Migration {

  override name = 'Migration20261130120000_enterprise';

  override up(): void | Promise<void> {
    this.addSql(`create table "api_keys" ("id" uuid not null, "user_id" uuid not null, "name" varchar(60) not null, "prefix" varchar(16) not null, "key_hash" varchar(64) not null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_key_hash_unique" unique ("key_hash");`);
    this.addSql(`create index "api_keys_user_id_created_at_index" on "api_keys" ("user_id", "created_at");`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade deferrable initially deferred;`);

    this.addSql(`create table "support_requests" ("id" uuid not null, "employer_id" uuid not null, "category" text not null, "subject" varchar(150) not null, "message" text not null, "status" text not null default 'open', "created_at" timestamptz not null default now(), "closed_at" timestamptz null, "closed_by" uuid null, primary key ("id"));`);
    this.addSql(`create index "support_requests_status_created_at_index" on "support_requests" ("status", "created_at");`);
    this.addSql(`create index "support_requests_employer_id_created_at_index" on "support_requests" ("employer_id", "created_at");`);
    this.addSql(`alter table "support_requests" add constraint "support_requests_category_check" check ("category" in ('account', 'billing', 'search', 'api', 'other'));`);
    this.addSql(`alter table "support_requests" add constraint "support_requests_status_check" check ("status" in ('open', 'closed'));`);
    this.addSql(`alter table "support_requests" add constraint "support_requests_employer_id_foreign" foreign key ("employer_id") references "users" ("id") on delete cascade deferrable initially deferred;`);
    this.addSql(`alter table "support_requests" add constraint "support_requests_closed_by_foreign" foreign key ("closed_by") references "users" ("id") on delete set null deferrable initially deferred;`);

    this.addSql(`create table "support_replies" ("id" uuid not null, "request_id" uuid not null, "author_id" uuid null, "message" text not null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "support_replies_request_id_created_at_index" on "support_replies" ("request_id", "created_at");`);
    this.addSql(`alter table "support_replies" add constraint "support_replies_request_id_foreign" foreign key ("request_id") references "support_requests" ("id") on delete cascade deferrable initially deferred;`);
    this.addSql(`alter table "support_replies" add constraint "support_replies_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null deferrable initially deferred;`);

    this.addSql(`alter table "profile_views_counted" add "counted_at" timestamptz not null default now();`);
    // Views counted before this column existed are dated to the start of their month: the
    // nearest the row can tell.
    this.addSql(`update "profile_views_counted" set "counted_at" = ("period" || '-01')::date::timestamp at time zone 'UTC';`);
    this.addSql(`create index "profile_views_counted_employer_id_counted_at_index" on "profile_views_counted" ("employer_id", "counted_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "profile_views_counted_employer_id_counted_at_index";`);
    this.addSql(`alter table "profile_views_counted" drop column "counted_at";`);
    this.addSql(`drop table if exists "support_replies" cascade;`);
    this.addSql(`drop table if exists "support_requests" cascade;`);
    this.addSql(`drop table if exists "api_keys" cascade;`);
  }

}
