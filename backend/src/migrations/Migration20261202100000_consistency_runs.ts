import { Migration } from '@mikro-orm/migrations';

/**
 * The consistency check's runs (issue 27): the last one is shown on the System tab and in the
 * metrics. Only the last few matter; the worker keeps a short history.
 */
export class Migration20261202100000_consistency_runs extends Migration {

  override name = 'Migration20261202100000_consistency_runs';

  override up(): void | Promise<void> {
    this.addSql(`create table "consistency_runs" ("id" bigserial primary key, "started_at" timestamptz not null, "finished_at" timestamptz not null, "repaired" boolean not null, "differing" int not null, "kinds" jsonb not null);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "consistency_runs" cascade;`);
  }
}
