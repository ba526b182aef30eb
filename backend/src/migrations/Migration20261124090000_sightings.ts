import { Migration } from '@mikro-orm/migrations';

/** Devices (hashed `crew.did` cookie) and sign-in addresses per user, for the fraud rules (ADR 0018). */
export class Migration20261124090000_sightings extends Migration {

  override name = 'Migration20261124090000_sightings';

  override up(): void | Promise<void> {
    this.addSql(`create table "user_devices" ("user_id" uuid not null, "device_hash" varchar(64) not null, "times_seen" int not null, "first_seen_at" timestamptz not null, "last_seen_at" timestamptz not null, primary key ("user_id", "device_hash"));`);
    this.addSql(`create index "user_devices_device_hash_index" on "user_devices" ("device_hash");`);
    this.addSql(`create table "user_sign_in_ips" ("user_id" uuid not null, "ip" varchar(64) not null, "times_seen" int not null, "first_seen_at" timestamptz not null, "last_seen_at" timestamptz not null, primary key ("user_id", "ip"));`);
    // Personal data: leaves with the user.
    this.addSql(`alter table "user_devices" add constraint "user_devices_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "user_sign_in_ips" add constraint "user_sign_in_ips_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "user_devices" cascade;`);
    this.addSql(`drop table if exists "user_sign_in_ips" cascade;`);
  }

}
