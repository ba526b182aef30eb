import { Migration } from '@mikro-orm/migrations';

/**
 * The directory's filters as one multi-column GIN index (issue 26): with an index per filter,
 * a search for captains available in Palma read every crew member in Palma (3% of the
 * directory, 2,500 table pages at scale 0.1, 11.6 ms) to test the other two filters, and grew
 * with the directory. One index over every filter's column yields only the rows matching all
 * of them (69 pages, 1.0 ms). It replaces the single-column location, position, rank and
 * certificate indexes, which it serves as well: a GIN scan on one of its columns is as cheap
 * as that column's own index.
 */
export class Migration20261204090000_crew_search_filters_index extends Migration {

  override name = 'Migration20261204090000_crew_search_filters_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "crew_search_filters_index" on "crew_search" using gin ("location_folded" gin_trgm_ops, "position_folded" gin_trgm_ops, "availability", "rank", "certification_ids", "experience_years", "earliest_certificate_expiry", (coalesce("average_rating", -1))) where "searchable";`);
    this.addSql(`drop index if exists "crew_search_folded_location_index";`);
    this.addSql(`drop index if exists "crew_search_folded_position_index";`);
    this.addSql(`drop index if exists "crew_search_rank_index";`);
    this.addSql(`drop index if exists "crew_search_certification_ids_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create index "crew_search_folded_location_index" on "crew_search" using gin ("location_folded" gin_trgm_ops) where "searchable";`);
    this.addSql(`create index "crew_search_folded_position_index" on "crew_search" using gin ("position_folded" gin_trgm_ops) where "searchable";`);
    this.addSql(`create index "crew_search_rank_index" on "crew_search" ("rank") where "searchable";`);
    this.addSql(`create index "crew_search_certification_ids_index" on "crew_search" using gin ("certification_ids") where "searchable";`);
    this.addSql(`drop index if exists "crew_search_filters_index";`);
  }
}
