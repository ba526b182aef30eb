import { Migration } from '@mikro-orm/migrations';

/** Disputes of admin decisions (DESIGN.md, "Disputes"): once per person and review. */
export class Migration20261128100000_disputes extends Migration {

  override name = 'Migration20261128100000_disputes';

  override up(): void | Promise<void> {
    this.addSql(`create table "moderation_disputes" ("id" uuid not null, "review_id" uuid not null, "disputed_by" uuid not null, "side" varchar(16) not null, "decision_kind" varchar(16) not null, "decided_by" uuid not null, "text" varchar(2000) not null, "status" varchar(16) not null default 'open', "resolved_by" uuid null, "resolved_at" timestamptz null, "resolution" jsonb null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "moderation_disputes_status_created_at_index" on "moderation_disputes" ("status", "created_at");`);
    this.addSql(`alter table "moderation_disputes" add constraint "moderation_disputes_review_id_disputed_by_unique" unique ("review_id", "disputed_by");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "moderation_disputes" cascade;`);
  }

}
