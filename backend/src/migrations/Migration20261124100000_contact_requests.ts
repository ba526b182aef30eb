import { Migration } from '@mikro-orm/migrations';

/** Contact requests from employers to crew; one pending request per employer and crew member. */
export class Migration20261124100000_contact_requests extends Migration {

  override name = 'Migration20261124100000_contact_requests';

  override up(): void | Promise<void> {
    this.addSql(`create table "contact_requests" ("id" uuid not null, "employer_id" uuid not null, "crew_id" uuid not null, "message" text not null, "status" text not null default 'pending', "created_at" timestamptz not null default now(), "responded_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "contact_requests_crew_id_created_at_index" on "contact_requests" ("crew_id", "created_at");`);
    this.addSql(`create index "contact_requests_employer_id_created_at_index" on "contact_requests" ("employer_id", "created_at");`);
    this.addSql(`alter table "contact_requests" add constraint "contact_requests_status_check" check ("status" in ('pending', 'accepted', 'declined'));`);
    this.addSql(`create unique index "contact_requests_one_pending" on "contact_requests" ("employer_id", "crew_id") where status = 'pending';`);
    this.addSql(`alter table "contact_requests" add constraint "contact_requests_employer_id_foreign" foreign key ("employer_id") references "users" ("id") on delete cascade deferrable initially deferred;`);
    this.addSql(`alter table "contact_requests" add constraint "contact_requests_crew_id_foreign" foreign key ("crew_id") references "users" ("id") on delete cascade deferrable initially deferred;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "contact_requests" cascade;`);
  }

}
