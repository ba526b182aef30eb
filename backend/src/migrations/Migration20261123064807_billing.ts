import { Migration } from '@mikro-orm/migrations';

/** Billing: employer companies, the credits ledger and balance, monthly allowances; a subscription's end on the account. */
export class Migration20261123064807_billing extends Migration {

  override name = 'Migration20261123064807_billing';

  override up(): void | Promise<void> {
    this.addSql(`create table "credit_balances" ("employer_id" uuid not null, "balance" int not null, primary key ("employer_id"));`);

    this.addSql(`create table "credit_ledger" ("id" bigserial primary key, "employer_id" uuid not null, "amount" int not null, "kind" text not null, "description" varchar(200) not null, "reference" varchar(100) null, "idempotency_key" varchar(100) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "credit_ledger" add constraint "credit_ledger_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "credit_ledger_employer_id_created_at_index" on "credit_ledger" ("employer_id", "created_at");`);

    this.addSql(`create table "employer_companies" ("user_id" uuid not null, "company_name" varchar(120) not null, "company_type" text not null, "license_number" varchar(60) null, "verified_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("user_id"));`);

    this.addSql(`create table "profile_views_counted" ("employer_id" uuid not null, "crew_id" uuid not null, "period" varchar(7) not null, primary key ("employer_id", "crew_id", "period"));`);

    this.addSql(`create table "usage_counters" ("employer_id" uuid not null, "feature" text not null, "period" varchar(7) not null, "used" int not null, primary key ("employer_id", "feature", "period"));`);

    this.addSql(`alter table "users" add "subscription_expires_at" timestamptz null;`);

    this.addSql(`alter table "credit_balances" add constraint "credit_balances_balance_not_negative" check (balance >= 0);`);

    this.addSql(`alter table "credit_ledger" add constraint "credit_ledger_kind_check" check ("kind" in ('plan_activation', 'credit_purchase', 'spend', 'refund'));`);
    this.addSql(`create or replace function "credit_ledger_credit_ledger_append_only_fn"() returns trigger as $$ begin raise exception 'credit_ledger is append-only: % is not allowed', tg_op using errcode = 'restrict_violation'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "credit_ledger_append_only" BEFORE UPDATE OR DELETE on "credit_ledger" for each ROW execute function "credit_ledger_credit_ledger_append_only_fn"();`);
    // PostgreSQL does not report TRUNCATE triggers to the ORM's schema check, so this one lives only here.
    this.addSql(`create function "credit_ledger_refuse_truncate"() returns trigger language plpgsql as $$ begin raise exception 'credit_ledger is append-only: TRUNCATE is not allowed' using errcode = 'restrict_violation'; end; $$;`);
    this.addSql(`create trigger "credit_ledger_no_truncate" before truncate on "credit_ledger" for each statement execute function "credit_ledger_refuse_truncate"();`);
    this.addSql(`alter table "employer_companies" add constraint "employer_companies_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade deferrable initially deferred;`);

    this.addSql(`alter table "employer_companies" add constraint "employer_companies_company_type_check" check ("company_type" in ('yacht_owner', 'recruitment_agency', 'management_company'));`);

    this.addSql(`alter table "usage_counters" add constraint "usage_counters_feature_check" check ("feature" in ('profile_view', 'message', 'verification_report'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "credit_balances" cascade;`);
    this.addSql(`drop trigger if exists "credit_ledger_append_only" on "credit_ledger";`);
    this.addSql(`drop function if exists "credit_ledger_credit_ledger_append_only_fn"();`);
    this.addSql(`drop table if exists "credit_ledger" cascade;`);
    this.addSql(`drop function if exists "credit_ledger_refuse_truncate"();`);
    this.addSql(`drop table if exists "employer_companies" cascade;`);
    this.addSql(`drop table if exists "profile_views_counted" cascade;`);
    this.addSql(`drop table if exists "usage_counters" cascade;`);
    this.addSql(`alter table "users" drop column "subscription_expires_at";`);
  }

}
