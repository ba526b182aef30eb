import { Migration } from '@mikro-orm/migrations';

/** Moderation: the append-only admin audit log. */
export class Migration20261123065500_moderation extends Migration {

  override name = 'Migration20261123065500_moderation';

  override up(): void | Promise<void> {
    this.addSql(`create table "admin_audit_log" ("id" bigserial primary key, "actor_id" uuid null, "action" varchar(48) not null, "target_type" varchar(16) not null, "target_id" uuid not null, "details" jsonb not null, "ip" varchar(64) null, "user_agent" varchar(500) null, "occurred_at" timestamptz not null default clock_timestamp(), "event_id" uuid null);`);
    this.addSql(`alter table "admin_audit_log" add constraint "admin_audit_log_event_id_unique" unique ("event_id");`);
    this.addSql(`create index "admin_audit_log_occurred_at_index" on "admin_audit_log" ("occurred_at");`);
    this.addSql(`create or replace function "admin_audit_log_admin_audit_log_append_only_fn"() returns trigger as $$ begin raise exception 'admin_audit_log is append-only: % is not allowed', tg_op using errcode = 'restrict_violation'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "admin_audit_log_append_only" BEFORE UPDATE OR DELETE on "admin_audit_log" for each ROW execute function "admin_audit_log_admin_audit_log_append_only_fn"();`);
    // PostgreSQL does not report TRUNCATE triggers to the ORM's schema check, so this one lives only here.
    this.addSql(`create function "admin_audit_log_refuse_truncate"() returns trigger language plpgsql as $$ begin raise exception 'admin_audit_log is append-only: TRUNCATE is not allowed' using errcode = 'restrict_violation'; end; $$;`);
    this.addSql(`create trigger "admin_audit_log_no_truncate" before truncate on "admin_audit_log" for each statement execute function "admin_audit_log_refuse_truncate"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_audit_log" cascade;`);
    this.addSql(`drop function if exists "admin_audit_log_admin_audit_log_append_only_fn"();`);
    this.addSql(`drop function if exists "admin_audit_log_refuse_truncate"();`);
  }

}
