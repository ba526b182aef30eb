import { Migration } from '@mikro-orm/migrations';

/**
 * Crew text search in blocks of the rating order (search-crew/crew-search-sql.ts):
 * - the full-text and name trigram GIN indexes also hold the rating key (btree_gin), so a
 *   block's matches come from the index alone, without reading every match of a common
 *   word or name from the table;
 * - the rating index also carries average_rating, so finding where a block ends is an
 *   index-only scan (an expression index needs its columns for one).
 * They replace the indexes they extend.
 */
export class Migration20261125100000_search_speed extends Migration {

  override name = 'Migration20261125100000_search_speed';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists btree_gin;`);
    this.addSql(`create index "crew_search_document_rating_index" on "crew_search" using gin ("document", (coalesce("average_rating", -1))) where "searchable";`);
    this.addSql(`create index "crew_search_full_name_rating_index" on "crew_search" using gin ("full_name" gin_trgm_ops, (coalesce("average_rating", -1))) where "searchable";`);
    this.addSql(`create index "crew_search_rating_key_index" on "crew_search" (coalesce("average_rating", -1) desc, "verified_reviews" desc, "user_id" desc) include ("average_rating") where "searchable";`);
    this.addSql(`drop index "crew_search_document_index";`);
    this.addSql(`drop index "crew_search_full_name_trgm_index";`);
    this.addSql(`drop index "crew_search_rating_order_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create index "crew_search_rating_order_index" on "crew_search" (coalesce("average_rating", -1) desc, "verified_reviews" desc, "user_id" desc) where "searchable";`);
    this.addSql(`create index "crew_search_full_name_trgm_index" on "crew_search" using gin ("full_name" gin_trgm_ops) where "searchable";`);
    this.addSql(`create index "crew_search_document_index" on "crew_search" using gin ("document") where "searchable";`);
    this.addSql(`drop index "crew_search_document_rating_index";`);
    this.addSql(`drop index "crew_search_full_name_rating_index";`);
    this.addSql(`drop index "crew_search_rating_key_index";`);
  }

}
