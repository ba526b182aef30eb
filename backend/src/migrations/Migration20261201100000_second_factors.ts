import { Migration } from '@mikro-orm/migrations';

/**
 * Second factors (DESIGN.md, "Second factors"): a person's authenticator app (one, confirmed by
 * a first code), passkeys (several, named) and single-use recovery codes (hashed), all leaving
 * with the account; and the setting with which a person asks for a second factor on every session.
 */
export class Migration20261201100000_second_factors extends Migration {

  override name = 'Migration20261201100000_second_factors';

  override up(): void | Promise<void> {
    this.addSql(`create table "user_authenticators" ("user_id" uuid not null, "secret" varchar(64) not null, "confirmed_at" timestamptz null, "last_used_step" int null, "created_at" timestamptz not null default now(), primary key ("user_id"));`);

    this.addSql(`create table "user_passkeys" ("id" uuid not null, "user_id" uuid not null, "credential_id" varchar(1400) not null, "public_key" bytea not null, "counter" bigint not null default '0', "transports" text[] not null default '{}', "name" varchar(60) not null, "backed_up" boolean not null default false, "created_at" timestamptz not null default now(), "last_used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "user_passkeys_user_id_index" on "user_passkeys" ("user_id");`);
    this.addSql(`alter table "user_passkeys" add constraint "user_passkeys_credential_id_unique" unique ("credential_id");`);

    this.addSql(`create table "user_recovery_codes" ("user_id" uuid not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("user_id", "code_hash"));`);

    // Personal data: leaves with the user.
    this.addSql(`alter table "user_authenticators" add constraint "user_authenticators_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "user_passkeys" add constraint "user_passkeys_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "user_recovery_codes" add constraint "user_recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "users" add "second_factor_required" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "user_authenticators" cascade;`);
    this.addSql(`drop table if exists "user_passkeys" cascade;`);
    this.addSql(`drop table if exists "user_recovery_codes" cascade;`);
    this.addSql(`alter table "users" drop column "second_factor_required";`);
  }

}
