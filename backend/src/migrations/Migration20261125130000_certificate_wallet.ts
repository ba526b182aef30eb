import { Migration } from '@mikro-orm/migrations';

/**
 * The certificate wallet (ADR 0025): details of the certifications a person holds, their
 * wallet settings, and the expiry reminders already sent (once each, by the unique key). Every
 * row goes with the account (foreign keys to identity's users, written here by hand: no ORM
 * relation crosses modules); the eraser removes the scan files.
 */
export class Migration20261125130000_certificate_wallet extends Migration {

  override name = 'Migration20261125130000_certificate_wallet';

  override up(): void | Promise<void> {
    this.addSql(`create table "certificate_details" ("id" uuid not null, "user_id" uuid not null, "certificate_key" varchar(120) not null, "number" varchar(50) null, "authority" varchar(120) null, "issue_date" date null, "expiry_date" date null, "scan_key" varchar(140) null, "scan_content_type" varchar(40) null, "scan_size" int null, "scan_uploaded_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "certificate_details" add constraint "certificate_details_user_id_certificate_key_unique" unique ("user_id", "certificate_key");`);
    this.addSql(`alter table "certificate_details" add constraint "certificate_details_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade deferrable initially deferred;`);

    this.addSql(`create table "certificate_reminders" ("id" bigserial primary key, "user_id" uuid not null, "certificate_key" varchar(120) not null, "expiry_date" date not null, "threshold" smallint not null, "sent_at" timestamptz not null default now());`);
    this.addSql(`alter table "certificate_reminders" add constraint "certificate_reminders_once" unique ("user_id", "certificate_key", "expiry_date", "threshold");`);
    this.addSql(`alter table "certificate_reminders" add constraint "certificate_reminders_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade deferrable initially deferred;`);

    this.addSql(`create table "certificate_settings" ("user_id" uuid not null, "expiry_reminders" boolean not null default true, "updated_at" timestamptz not null default now(), primary key ("user_id"));`);
    this.addSql(`alter table "certificate_settings" add constraint "certificate_settings_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade deferrable initially deferred;`);

    // The reminder job's daily question: which certificates expire between today and 90 days ahead.
    this.addSql(`create index "certificate_details_expiry_date_index" on "certificate_details" ("expiry_date") where expiry_date is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "certificate_details" cascade;`);
    this.addSql(`drop table if exists "certificate_reminders" cascade;`);
    this.addSql(`drop table if exists "certificate_settings" cascade;`);
  }

}
