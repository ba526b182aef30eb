import { Migration } from '@mikro-orm/migrations';

/** Verification reports ordered by employers (issue: crew search, contacts and reports). */
export class Migration20261125090000_verification_reports extends Migration {

  override name = 'Migration20261125090000_verification_reports';

  override up(): void | Promise<void> {
    this.addSql(`create table "verification_reports" ("id" uuid not null, "employer_id" uuid not null, "crew_id" uuid null, "report_type" text not null, "status" text not null default 'pending', "company_name" varchar(201) not null, "company_type" text null, "company_verified" boolean not null default false, "crew_name" varchar(201) null, "snapshot" jsonb null, "usage_period" varchar(7) not null, "pdf_key" varchar(140) null, "sha256" varchar(64) null, "byte_size" int null, "failure_reason" varchar(500) null, "created_at" timestamptz not null default now(), "issued_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "verification_reports_crew_id_index" on "verification_reports" ("crew_id");`);
    this.addSql(`create index "verification_reports_employer_id_created_at_index" on "verification_reports" ("employer_id", "created_at");`);
    this.addSql(`alter table "verification_reports" add constraint "verification_reports_report_type_check" check ("report_type" in ('background_check'));`);
    this.addSql(`alter table "verification_reports" add constraint "verification_reports_status_check" check ("status" in ('pending', 'ready', 'failed'));`);
    this.addSql(`alter table "verification_reports" add constraint "verification_reports_company_type_check" check ("company_type" in ('yacht_owner', 'recruitment_agency', 'management_company'));`);
    this.addSql(`create or replace function "verification_reports_verification_reports_issued_are_final_fn"() returns trigger as \$\$ begin if old.status <> 'pending' and (new.status, new.sha256, new.issued_at, new.employer_id, new.company_name, new.report_type, new.created_at)
        is distinct from (old.status, old.sha256, old.issued_at, old.employer_id, old.company_name, old.report_type, old.created_at) then
        raise exception 'verification report % is issued and final', old.id using errcode = 'restrict_violation';       end if;       return new; end; \$\$ language plpgsql;`);
    // Ordered by an employer: gone with their account. About a crew member: kept (its hash still
    // verifies) with the crew member's id, name and file erased when they delete their account.
    this.addSql(`alter table "verification_reports" add constraint "verification_reports_employer_id_foreign" foreign key ("employer_id") references "users" ("id") on delete cascade deferrable initially deferred;`);
    this.addSql(`alter table "verification_reports" add constraint "verification_reports_crew_id_foreign" foreign key ("crew_id") references "users" ("id") on delete set null deferrable initially deferred;`);
    this.addSql(`create trigger "verification_reports_issued_are_final" BEFORE UPDATE on "verification_reports" for each ROW execute function "verification_reports_verification_reports_issued_are_final_fn"();`);
  }
  
  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "verification_reports_issued_are_final" on "verification_reports";`);
    this.addSql(`drop function if exists "verification_reports_verification_reports_issued_are_final_fn"();`);
    this.addSql(`drop table if exists "verification_reports" cascade;`);
  }

}
