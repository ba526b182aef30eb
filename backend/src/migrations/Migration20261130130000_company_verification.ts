import { Migration } from '@mikro-orm/migrations';

/**
 * Company verification (DESIGN.md, "Companies"; ADR 0038): how, when and by whom a company was
 * verified, and the links mailed to an address on its web domain.
 */
export class Migration20261130130000_company_verification extends Migration {

  override name = 'Migration20261130130000_company_verification';

  override up(): void | Promise<void> {
    this.addSql(`create table "company_domain_confirmations" ("token_hash" varchar(64) not null, "user_id" uuid not null, "email" varchar(254) not null, "domain" varchar(253) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("token_hash"));`);
    this.addSql(`create index "company_domain_confirmations_user_id_index" on "company_domain_confirmations" ("user_id");`);
    // Gone with the account, like its company.
    this.addSql(`alter table "company_domain_confirmations" add constraint "company_domain_confirmations_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade deferrable initially deferred;`);

    this.addSql(`alter table "employer_companies" add "verification_method" text null, add "verified_by" uuid null, add "verified_domain" varchar(253) null, add "verified_email" varchar(254) null;`);
    // Nothing set verified_at before this release; should a row carry one, an admin did it.
    this.addSql(`update "employer_companies" set "verification_method" = 'admin' where "verified_at" is not null;`);
    this.addSql(`alter table "employer_companies" add constraint "employer_companies_verification_complete" check ((verified_at is null) = (verification_method is null));`);
    this.addSql(`alter table "employer_companies" add constraint "employer_companies_verification_method_check" check ("verification_method" in ('domain_email', 'admin'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "company_domain_confirmations" cascade;`);
    this.addSql(`alter table "employer_companies" drop constraint "employer_companies_verification_complete";`);
    this.addSql(`alter table "employer_companies" drop constraint "employer_companies_verification_method_check";`);
    this.addSql(`alter table "employer_companies" drop column "verification_method", drop column "verified_by", drop column "verified_domain", drop column "verified_email";`);
  }

}
