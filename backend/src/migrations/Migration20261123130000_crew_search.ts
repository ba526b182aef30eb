import { Migration } from '@mikro-orm/migrations';

/**
 * Search's crew directory (crew_search), fed by identity's and reviews' integration events:
 * full-text search over a weighted tsvector (GIN), trigram matching of names, location and
 * position (pg_trgm), a GIN index for certification ids and the rating order for keyset
 * pagination. Every index is partial on `searchable`, the only rows a search reads.
 */
export class Migration20261123130000_crew_search extends Migration {

  override name = 'Migration20261123130000_crew_search';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "crew_search" ("user_id" uuid not null, "searchable" boolean not null, "first_name" text null, "last_name" text null, "full_name" text null, "profile_image_url" text null, "position" text null, "rank" text null, "experience" text null, "experience_years" smallint null, "location" text null, "availability" text null, "bio" text null, "certification_ids" text[] not null default '{}', "stcw_certificates" text[] not null default '{}', "certificate_names" text[] not null default '{}', "document" tsvector null, "average_rating" double precision null, "verified_reviews" int not null default 0, "total_reviews" int not null default 0, "profile_position" bigint not null default '0', "names_position" bigint not null default '0', "reviews_position" bigint not null default '0', primary key ("user_id"));`);
    this.addSql(`create index "crew_search_position_trgm_index" on "crew_search" using gin ("position" gin_trgm_ops) where "searchable";`);
    this.addSql(`create index "crew_search_location_trgm_index" on "crew_search" using gin ("location" gin_trgm_ops) where "searchable";`);
    this.addSql(`create index "crew_search_certification_ids_index" on "crew_search" using gin ("certification_ids") where "searchable";`);
    this.addSql(`create index "crew_search_rating_order_index" on "crew_search" (coalesce("average_rating", -1) desc, "verified_reviews" desc, "user_id" desc) where "searchable";`);
    this.addSql(`create index "crew_search_full_name_trgm_index" on "crew_search" using gin ("full_name" gin_trgm_ops) where "searchable";`);
    this.addSql(`create index "crew_search_document_index" on "crew_search" using gin ("document") where "searchable";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "crew_search" cascade;`);
  }

}
