import { Migration } from '@mikro-orm/migrations';

/** Per-person keys that seal personal data in the logs; deleting them erases it (ADR 0019). */
export class Migration20261124090000_personal_data_keys extends Migration {

  override name = 'Migration20261124090000_personal_data_keys';

  override up(): void | Promise<void> {
    this.addSql(`create table "personal_data_keys" ("id" uuid not null, "subject" varchar(300) not null, "key" bytea not null, primary key ("id"));`);
    this.addSql(`create index "personal_data_keys_subject_index" on "personal_data_keys" ("subject");`);
    this.addSql(`create table "erased_subjects" ("subject" varchar(300) not null, "erased_at" timestamptz not null default now(), primary key ("subject"));`);
    this.addSql(`create or replace function "personal_data_keys_personal_data_keys_not_for_erased_fn"() returns trigger as $$ begin if exists (select 1 from erased_subjects e where e.subject = new.subject) then return null; end if; return new; end; $$ language plpgsql;`);
    this.addSql(`create trigger "personal_data_keys_not_for_erased" BEFORE INSERT on "personal_data_keys" for each ROW execute function "personal_data_keys_personal_data_keys_not_for_erased_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "personal_data_keys" cascade;`);
    this.addSql(`drop function if exists "personal_data_keys_personal_data_keys_not_for_erased_fn"();`);
    this.addSql(`drop table if exists "erased_subjects" cascade;`);
  }

}
