import { Migration } from '@mikro-orm/migrations';

/**
 * Sea service (ADR 0027): the periods a crew member served, one row each. Rows go with the
 * account (a foreign key to identity's users, written here by hand: no ORM relation crosses
 * modules). Periods of one person never share a day; the handlers check it under a per-person
 * advisory lock.
 */
export class Migration20261126100000_sea_service extends Migration {

  override name = 'Migration20261126100000_sea_service';

  override up(): void | Promise<void> {
    this.addSql(`create table "sea_service_periods" ("id" uuid not null, "user_id" uuid not null, "vessel_name" varchar(100) not null, "imo_number" varchar(7) not null, "flag" varchar(60) not null, "vessel_type" varchar(40) not null, "gross_tonnage" int not null, "rank" varchar(40) not null, "sign_on_date" date not null, "sign_off_date" date not null, "days_at_sea" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "sea_service_periods_user_id_sign_on_date_index" on "sea_service_periods" ("user_id", "sign_on_date");`);
    this.addSql(`create index "sea_service_periods_imo_number_index" on "sea_service_periods" ("imo_number");`);
    this.addSql(`alter table "sea_service_periods" add constraint "sea_service_periods_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade deferrable initially deferred;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sea_service_periods" cascade;`);
  }

}
